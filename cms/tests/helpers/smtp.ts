import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it: envelope recipients, headers (unfolded, names in lower case) and decoded text. */
export type ReceivedMail = { to: string[]; headers: Map<string, string>; text: string };

export type TestSmtp = {
  port: number;
  mails: ReceivedMail[];
  /** The first mail to `address` that arrives after `since` mails had arrived (waits up to 5 s). */
  nextMailTo: (address: string, since: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { to, headers, text: fromQuotedPrintable(raw.slice(split + 4)) };
}

/**
 * A real SMTP server on a free loopback port, without TLS or authentication, keeping every
 * mail it receives: what the cms sends through nodemailer arrives here as it would at a
 * mail provider.
 */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMailTo = async (address: string, since: number) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = mails.slice(since).find((mail) => mail.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { port, mails, nextMailTo, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
