import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A development cms, started as `npm start` starts it (its own process, the configured
 * console logger, no test transport): the account mail is printed with its link, as the
 * README sends people to the log for it, and a newsletter mail with its unsubscribe
 * headers, in the log and in the outbox folder.
 */
const APP_DIR = path.resolve(__dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function untilAnswering(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

describe('the development log', () => {
  it('prints the confirmation mails with their links and headers', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-devlog-'));
    const port = await freePort();
    const script = `require('@strapi/strapi').createStrapi({ appDir: ${JSON.stringify(APP_DIR)}, distDir: ${JSON.stringify(
      path.join(APP_DIR, 'dist'),
    )}, autoReload: false, serveAdminPanel: false }).start()`;
    const child = spawn(process.execPath, ['-e', script], {
      cwd: APP_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        STRAPI_TELEMETRY_DISABLED: 'true',
        HOST: '127.0.0.1',
        CMS_PORT: String(port),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(tmp, 'data.db'),
        APP_KEYS: 'devKeyA,devKeyB',
        ADMIN_JWT_SECRET: 'dev-admin-jwt-secret',
        API_TOKEN_SALT: 'dev-api-token-salt',
        TRANSFER_TOKEN_SALT: 'dev-transfer-token-salt',
        ENCRYPTION_KEY: 'dev-encryption-key',
        JWT_SECRET: 'dev-jwt-secret',
        MAIL_OUTBOX_DIR: path.join(tmp, 'outbox'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilAnswering(`${base}/api/businesses?limit=1`, Date.now() + 90_000);
      const res = await fetch(`${base}/api/account/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'dev-log@example.test', password: 'Dev-log-pass-01' }),
      });
      expect(res.status).toBe(202);
      const deadline = Date.now() + 10_000;
      while (!/confirm\?code=/.test(output) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toContain('Mail to dev-log@example.test: Confirm your Tampa Local account');
      expect(output).toMatch(/http:\/\/localhost:5173\/account\/confirm\?code=[0-9a-f]{64}/);
      // The access line of the sign-up, with its request id.
      expect(output).toMatch(/\[req [0-9a-f-]{36}\] POST \/api\/account\/sign-up \(\d+ ms\) 202/);

      const subscribed = await fetch(`${base}/api/newsletter/subscriptions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'dev-reader@example.test' }),
      });
      expect(subscribed.status).toBe(202);
      const until = Date.now() + 10_000;
      while (!/newsletter\/confirm\?token=/.test(output) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const headers =
        /List-Unsubscribe: <http:\/\/localhost:5173\/api\/newsletter\/unsubscribe\?token=u\.\d+\.[\w-]{43}>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n/;
      expect(output).toContain('Mail to dev-reader@example.test: Confirm your Tampa Local newsletter subscription');
      expect(output).toMatch(headers);
      expect(output).toMatch(/http:\/\/localhost:5173\/newsletter\/confirm\?token=c\.\d+\.\d+\.[\w-]{43}/);
      const outbox = path.join(tmp, 'outbox');
      const files = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
      const mail = files.find((text) => text.startsWith('To: dev-reader@example.test\n'));
      expect(mail).toMatch(headers);
      expect(mail).toMatch(/Unsubscribe: http:\/\/localhost:5173\/newsletter\/unsubscribe\?token=u\./);
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 150_000);
});
