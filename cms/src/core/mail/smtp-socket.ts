import net from 'node:net';
import { wholeNumberSetting } from '../env/settings';

/** SMTP_MAX_CONNECTIONS: SMTP connections the mail transport keeps open (1-50, default 5). */
export const smtpMaxConnections = (env: NodeJS.ProcessEnv = process.env): number =>
  wholeNumberSetting('SMTP_MAX_CONNECTIONS', env.SMTP_MAX_CONNECTIONS, { min: 1, max: 50, fallback: 5 });

type SocketOptions = { host?: string; port?: number; connectionTimeout?: number };
type SocketCallback = (error: Error | null, socket?: { connection: net.Socket }) => void;

/** nodemailer's own wait for a connection (its CONNECTION_TIMEOUT). */
const CONNECT_TIMEOUT_MS = 120_000;

/**
 * The TCP connection to the mail server, for nodemailer's `getSocket`: its own, but with
 * Nagle's algorithm off. nodemailer writes a message's end (`\r\n.\r\n`) apart from its
 * body; with Nagle on, that last small write waits for the server to acknowledge the
 * body, which the server's kernel delays (40 ms on Linux) since it has nothing to answer
 * yet: every mail took about 45 ms on a connection, 20-25 mails a second whatever the
 * machine. nodemailer still does the rest (TLS on it for SMTP_SECURE, STARTTLS,
 * authentication), as on a connection it opened itself.
 */
export function smtpSocket(options: SocketOptions, callback: SocketCallback): void {
  const socket = net.connect({ host: options.host ?? 'localhost', port: options.port ?? 587, noDelay: true });
  const timer = setTimeout(() => {
    socket.destroy();
    done(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }));
  }, options.connectionTimeout ?? CONNECT_TIMEOUT_MS);
  let answered = false;
  const done = (error: Error | null) => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    socket.removeListener('error', done);
    if (error) callback(error);
    else callback(null, { connection: socket });
  };
  socket.once('error', done);
  socket.once('connect', () => done(null));
}
