import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preEncodedPart } from '../src/core/mail/pre-encoded-part';
import { splitHead, strictQuotedPrintable } from './helpers/mime';

/**
 * A mail part encoded once and sent in many copies, each with its own value in the slot
 * (the digest's unsubscribe link): every copy must decode to the body with that value in
 * place, as valid quoted-printable, whatever stands around the slot.
 */
const SLOT = '%%slot%%';
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

const decodedCopy = (raw: string) => {
  const { headers, body } = splitHead(raw);
  expect(headers.get('content-transfer-encoding')).toBe('quoted-printable');
  return { contentType: headers.get('content-type'), text: strictQuotedPrintable(body) };
};

/** Text with what makes quoted-printable hard: long words, "=", spaces and tabs before line ends, dots, non-ASCII. */
const awkwardText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom(' ', '\t', '\n', '\r\n', '=', '.', '..\n', '=3D', 'é', '€', '🌴', '<a href="x">', '  \n'),
      fc.string({ unit: fc.constantFrom('a', 'b', '='), minLength: 60, maxLength: 200 }),
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

describe('a pre-encoded mail part', () => {
  it('decodes, in every copy, to the body with that copy’s value in each slot', () => {
    fc.assert(
      fc.property(
        fc.array(awkwardText, { minLength: 1, maxLength: 4 }),
        fc.array(awkwardText, { minLength: 1, maxLength: 3 }),
        (pieces, values) => {
          const body = pieces.join(SLOT);
          const part = preEncodedPart('text/html; charset=utf-8', body, SLOT);
          for (const value of values) {
            const copy = decodedCopy(part(value).raw);
            expect(copy.contentType).toBe('text/html; charset=utf-8');
            expect(copy.text).toBe(crlf(pieces.join(value)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts a link in whole, however long, and keeps the copies apart', () => {
    const body = `<p>${'Tampa '.repeat(40)}</p>\n<a href="${SLOT}" style="color:#0b5cad">Unsubscribe</a>\n${'x'.repeat(300)}\n`;
    const part = preEncodedPart('text/html; charset=utf-8', body, SLOT);
    const link = (n: number) =>
      `https://tampalocal.example/newsletter/unsubscribe?token=${'v1.'.padEnd(150, String(n))}%2B%3D${n}`;
    const first = decodedCopy(part(link(1)).raw).text;
    const second = decodedCopy(part(link(2)).raw).text;
    expect(first).toBe(crlf(body.replace(SLOT, link(1))));
    expect(second).toBe(crlf(body.replace(SLOT, link(2))));
    expect(second).not.toContain(link(1));
  });

  it('is the whole body, the same for every copy, when there is no slot', () => {
    const part = preEncodedPart('text/plain; charset=utf-8', 'Hello, Tampa Bay · ☀\n', SLOT);
    expect(decodedCopy(part('ignored').raw).text).toBe('Hello, Tampa Bay · ☀\r\n');
  });
});
