import MimeNode from 'nodemailer/lib/mime-node';
import { encode, wrap } from 'nodemailer/lib/qp';

/**
 * Quoted-printable lines hold 76 characters at most (RFC 2045); pieces are wrapped at 75
 * so that the soft line break ("=") closing a piece's last line still fits.
 */
const LINE = 75;
const SOFT_BREAK = '=\r\n';

const crlf = (text: string): string => text.replace(/\r\n|\r|\n/g, '\r\n');
const quotedPrintable = (text: string): string => wrap(encode(text), LINE);

/** A piece ended with a soft line break, so the next piece starts a line of its own (decoders drop the break). */
const closed = (encoded: string): string =>
  encoded === '' || encoded.endsWith('\r\n') ? encoded : encoded + SOFT_BREAK;

/** nodemailer's `{ raw }` content: a whole MIME part, its headers and encoded body, sent as it is. */
export type RawPart = { raw: string };

/**
 * A text part (text/plain or text/html, UTF-8, quoted-printable) sent in many copies that
 * differ only where `slot` stands in `body` (the digest's unsubscribe link): the body is
 * encoded once, by nodemailer's own quoted-printable encoder, in pieces cut at the slot;
 * each copy encodes its own value alone and joins the pieces with soft line breaks, so
 * the part decodes to `body` with the value in place of every slot. Encoding the whole
 * body for every copy was half the digest's CPU. The part's headers are nodemailer's
 * (MimeNode), written once; nodemailer still composes each message's own headers around
 * the parts. Line ends (CR, LF or CRLF) become CRLF, as on the wire.
 */
export function preEncodedPart(contentType: string, body: string, slot: string): (value: string) => RawPart {
  const node = new MimeNode('multipart/alternative').createChild(contentType);
  node.setHeader('Content-Transfer-Encoding', 'quoted-printable');
  const head = `${node.buildHeaders()}\r\n\r\n`;
  const pieces = crlf(body).split(slot).map(quotedPrintable);
  const last = pieces.length - 1;
  const before = pieces.slice(0, last).map((piece, i) => (i === 0 ? head : '') + closed(piece));
  const tail = pieces[last] ?? '';
  if (last === 0) {
    const whole = { raw: head + tail };
    return () => whole;
  }
  return (value) => {
    const encoded = quotedPrintable(crlf(value));
    const joined = closed(encoded);
    let raw = '';
    for (let i = 0; i < last; i += 1) raw += before[i] + (i < last - 1 || tail !== '' ? joined : encoded);
    return { raw: raw + tail };
  };
}
