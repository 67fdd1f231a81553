import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import request from 'supertest';
import { winston } from '@strapi/logger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';

/**
 * The cms says what goes wrong: warnings and errors reach the console (stderr) at every
 * level setting, a failing request is logged with its request id, and in development the
 * account mail is in the log, as the README promises.
 */
const APP_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(APP_DIR, '..');

type Entry = Record<string | symbol, unknown> & { level: string; message: unknown };

/** Every entry the configured logger lets through, after its formats (an object-mode stream keeps them whole). */
class Capture {
  entries: Entry[] = [];
  readonly transport = new winston.transports.Stream({
    stream: new Writable({
      objectMode: true,
      write: (info: Entry, _encoding, done) => {
        this.entries.push(info);
        done();
      },
    }),
  });
}

const printed = (entry: Entry) => String(entry[Symbol.for('message')] ?? entry.message);

describe('a production start with unsafe secrets', () => {
  it('exits 1 and names every unsafe variable on stderr', async () => {
    const env: Record<string, string> = {};
    for (const line of readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (match?.[1]) env[match[1]] = match[2] ?? '';
    }
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-refusal-'));
    const script = `require('@strapi/strapi').createStrapi({ appDir: ${JSON.stringify(APP_DIR)}, distDir: ${JSON.stringify(
      path.join(APP_DIR, 'dist'),
    )}, autoReload: false, serveAdminPanel: false }).start()`;
    try {
      const child = spawn(process.execPath, ['-e', script], {
        cwd: APP_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          ...env,
          NODE_ENV: 'production',
          STRAPI_TELEMETRY_DISABLED: 'true',
          DATABASE_CLIENT: 'sqlite',
          DATABASE_FILENAME: path.join(tmp, 'data.db'),
          CMS_PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, stdout + stderr).toBe(1);
      expect(stderr).toContain('Refusing to start in production with unsafe secrets');
      for (const name of [
        'APP_KEYS',
        'ADMIN_JWT_SECRET',
        'API_TOKEN_SALT',
        'TRANSFER_TOKEN_SALT',
        'JWT_SECRET',
        'ENCRYPTION_KEY',
        'ADMIN_KEY',
      ]) {
        expect(stderr).toContain(name);
      }
      // One JSON object per line in production.
      const lines = stderr.split('\n').filter((line) => line.trim() !== '');
      for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the log of a running cms', () => {
  let app: TestApp;
  const capture = new Capture();

  beforeAll(async () => {
    // As configured by default: every request's line, every mail, warning and error.
    app = await startStrapi({ env: { STRAPI_LOG_LEVEL: 'http', LOG_FORMAT: 'json' } });
    const logger = app.strapi.log as unknown as {
      transports: Array<{ silent?: boolean }>;
      add: (t: Capture['transport']) => void;
    };
    for (const transport of logger.transports) transport.silent = true;
    logger.add(capture.transport);
  });

  afterAll(async () => {
    await app?.destroy();
  });

  it('logs a failing request as an error with its request id and stack, and answers with that id', async () => {
    const sitemap = app.strapi.service('api::sitemap.sitemap') as unknown as { index: () => Promise<unknown> };
    const failing = vi.spyOn(sitemap, 'index').mockRejectedValue(new Error('the disk is on fire'));
    capture.entries = [];
    try {
      const res = await request(app.server).get('/api/sitemap').set('X-Request-Id', 'web-req-0001');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
      expect(res.headers['x-request-id']).toBe('web-req-0001');
    } finally {
      failing.mockRestore();
    }
    const error = capture.entries.find((entry) => entry.level === 'error');
    expect(error).toBeDefined();
    expect(error!.requestId).toBe('web-req-0001');
    expect(String(error!.message)).toContain('GET /api/sitemap failed: Error: the disk is on fire');
    expect(String(error!.message)).toMatch(/at .*\(/); // the stack
    const line = JSON.parse(printed(error!)) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', requestId: 'web-req-0001' });
    const access = capture.entries.find((entry) => entry.level === 'http');
    expect(access?.requestId).toBe('web-req-0001');
    expect(String(access?.message)).toMatch(/^GET \/api\/sitemap \(\d+ ms\) 500$/);
  });

  it('gives each request an id of its own, refusing one that is not a plain token', async () => {
    const ids = new Set<string>();
    for (const given of ['', 'short', 'x'.repeat(200), 'evil id with spaces', 'id"<script>']) {
      // The same URL each time: the second and later answers come from the response cache.
      const res = await request(app.server).get('/api/businesses?limit=1').set('X-Request-Id', given);
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(res.headers['x-request-id']));
    }
    expect(ids.size).toBe(5);
    // A cached answer names the request it answers, not the one it was first made for.
    const cached = await request(app.server).get('/api/businesses?limit=1').set('X-Request-Id', 'cached-answer-01');
    expect(cached.headers['x-request-id']).toBe('cached-answer-01');
  });

  it('writes an access line for cached answers too, with secrets in the URL redacted', async () => {
    capture.entries = [];
    await request(app.server).get('/api/events?limit=2');
    await request(app.server).get('/api/events?limit=2');
    const inUrl = await request(app.server).get('/api/businesses/export/csv?adminKey=leaked-key-0123456789abcdef');
    // A key in the URL is refused (never compared), and the access line redacts it.
    expect(inUrl.status).toBe(401);
    const lines = capture.entries.filter((entry) => entry.level === 'http').map((entry) => String(entry.message));
    expect(lines.filter((line) => line.startsWith('GET /api/events?limit=2 '))).toHaveLength(2);
    const csv = lines.find((line) => line.startsWith('GET /api/businesses/export/csv'));
    expect(csv).toContain('adminKey=[redacted]');
    expect(capture.entries.map(printed).join('\n')).not.toContain('leaked-key-0123456789abcdef');
  });

  it("keeps the account mail's links out of the production log", async () => {
    capture.entries = [];
    const res = await request(app.server)
      .post('/api/account/sign-up')
      .send({ email: 'json-log@example.test', password: 'Json-log-pass-1' });
    expect(res.status).toBe(202);
    const mail = capture.entries.find((entry) => String(entry.message).startsWith('Mail to json-log@example.test'));
    expect(mail).toBeDefined();
    expect(printed(mail!)).toContain('confirm?code=[redacted]');
    expect(printed(mail!)).not.toMatch(/code=[0-9a-f]{64}/);
  });
});
