/**
 * A production-shaped cluster on loopback, from real processes: a PostgreSQL of its own
 * (Debian's binaries, pg_ctl), Redis, three cms replicas (`strapi start`), two web servers
 * (`web/server/server.ts`, built into web/build/node) and nginx with the project's own
 * configuration in front. The fault test (faults.test.mjs) drives traffic through it while
 * it kills and restarts parts.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, binArgs, buildCmsIfStale, run } from '../lib.mjs';
import { NGINX, startNginx, writeNginxConfig } from '../nginx.mjs';

export const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) =>
  existsSync(candidate),
);
/** The newest PostgreSQL server of Debian's packages. */
export const PG_BIN = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      .find((dir) => existsSync(path.join(dir, 'pg_ctl')))
  : undefined;

/** What the cluster needs that this machine lacks. */
export function missingParts() {
  return [NGINX ? null : 'nginx', REDIS ? null : 'redis-server', PG_BIN ? null : 'PostgreSQL server binaries'].filter(
    (part) => part !== null,
  );
}

/** @param {number} count */
async function freePorts(count) {
  /** @type {import('node:net').Server[]} */
  const servers = [];
  /** @type {number[]} */
  const ports = [];
  for (let i = 0; i < count; i += 1) {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    if (address && typeof address === 'object') ports.push(address.port);
    servers.push(server);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))));
  return ports;
}

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** @typedef {import('node:child_process').ChildProcess} Child */

/**
 * Starts the whole cluster; `stop()` ends every process and removes its files.
 * @param {{ log: (line: string) => void }} options
 */
export async function startCluster({ log }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-cluster-'));
  // PostgreSQL and nginx's workers run as unprivileged users when started as root.
  chmodSync(tmp, 0o755);
  const root = process.getuid?.() === 0;
  const asPostgres = (/** @type {string} */ command, /** @type {string[]} */ args) =>
    root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const [pgPort, redisPort, sitePort, panelPort, balancerPort, ...rest] = await freePorts(10);
  const cmsPorts = rest.slice(0, 3);
  const webPorts = rest.slice(3, 5);
  /** @type {Map<string, Child>} */
  const children = new Map();
  const outbox = path.join(tmp, 'outbox');
  mkdirSync(outbox);

  // PostgreSQL: its own cluster in the temporary folder.
  const pgData = path.join(tmp, 'pg');
  const pgSocket = path.join(tmp, 'pg-socket');
  mkdirSync(pgData);
  mkdirSync(pgSocket);
  if (root) execFileSync('chown', ['postgres:postgres', pgData, pgSocket]);
  const pgCtl = path.join(/** @type {string} */ (PG_BIN), 'pg_ctl');
  const pg = (/** @type {string[]} */ args) => {
    const [command, argv] = asPostgres(pgCtl, args);
    const result = spawnSync(/** @type {string} */ (command), /** @type {string[]} */ (argv), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed:\n${result.stdout}\n${result.stderr}`);
  };
  {
    const [command, argv] = asPostgres(path.join(/** @type {string} */ (PG_BIN), 'initdb'), [
      '-D',
      pgData,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    const result = spawnSync(/** @type {string} */ (command), /** @type {string[]} */ (argv), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`initdb failed:\n${result.stderr}`);
  }
  const pgOptions = `-p ${pgPort} -k ${pgSocket} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgStart = () =>
    pg(['start', '-D', pgData, '-w', '-t', '60', '-l', path.join(pgSocket, 'pg.log'), '-o', pgOptions]);
  pgStart();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/tampa_local`;
  /**
   * Runs SQL with psql and answers its unaligned output (one row a line).
   * @param {string} sql
   * @param {string} [database]
   */
  const psql = (sql, database = 'tampa_local') => {
    const result = spawnSync(
      path.join(/** @type {string} */ (PG_BIN), 'psql'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(pgPort),
        '-U',
        'postgres',
        '-d',
        database,
        '-At',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        sql,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
    return result.stdout;
  };
  psql('CREATE DATABASE tampa_local', 'postgres');

  // Redis, keeping nothing on disk.
  const startRedis = () => {
    const child = spawn(
      /** @type {string} */ (REDIS),
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.set('redis', child);
    return child;
  };
  startRedis();

  const cmsEnv = {
    NODE_ENV: 'development',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    APP_KEYS: 'clusterKeyA,clusterKeyB',
    ADMIN_JWT_SECRET: 'cluster-admin-jwt-secret',
    API_TOKEN_SALT: 'cluster-api-token-salt',
    TRANSFER_TOKEN_SALT: 'cluster-transfer-token-salt',
    ENCRYPTION_KEY: 'cluster-encryption-key',
    JWT_SECRET: 'cluster-jwt-secret',
    ADMIN_KEY: 'cluster-admin-key-0123456789abcdef',
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    MAIL_OUTBOX_DIR: outbox,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    // nginx is the only way in, as in compose.
    TRUST_PROXY: 'true',
    TRUSTED_PROXY_COUNT: '1',
  };

  await buildCmsIfStale({ STRAPI_TELEMETRY_DISABLED: 'true' });
  // The server is compiled last: with it, the app's build is there too.
  if (!existsSync(path.join(ROOT, 'web', 'build', 'node', 'server.js')))
    await run('npm', ['run', 'build', '-w', 'web']);
  log('seeding the sample data');
  await run('npm', ['run', 'seed', '-w', 'seed', '--', '--reset'], { env: cmsEnv, stdio: 'ignore' });

  /** @param {number} index */
  const startCms = async (index) => {
    const port = /** @type {number} */ (cmsPorts[index]);
    const child = spawn(process.execPath, binArgs('strapi', 'start'), {
      cwd: path.join(ROOT, 'cms'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...cmsEnv, PORT: String(port), CMS_PORT: String(port) },
    });
    children.set(`cms${index}`, child);
    await waitForHttp(`http://127.0.0.1:${port}/_ready`);
  };
  // One after another: the first start of a replica checks the schema.
  for (let i = 0; i < cmsPorts.length; i += 1) await startCms(i);

  // nginx: the project's template with upstream groups standing in for compose's service
  // names (--scale cms=3, web=2), and the balancer the web servers reach the cms through.
  const nginxDir = path.join(tmp, 'nginx');
  mkdirSync(nginxDir);
  // max_fails=0: as with compose's names, resolved at each request, a replica that failed
  // one request is not skipped for the next; each request tries the next replica itself.
  // (Remembered failures would take every replica out at once when they all answer 503
  // for the same restart of their database.)
  const upstreams = `upstream tampa_cms {
${cmsPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 16;
}
upstream tampa_web {
${webPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 16;
}
# The web servers' way to the cms: every replica, a refused connection tried on the next.
# Like compose's service name, it adds no X-Forwarded-For: the web servers are the cms's
# direct callers (their stream of content changes is refused to anything a proxy passed on).
server {
    listen 127.0.0.1:${balancerPort};
    location / {
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_next_upstream error timeout http_503;
        proxy_next_upstream_tries 3;
        proxy_pass http://tampa_cms;
    }
}
`;
  const nginxArgs = writeNginxConfig({
    dir: nginxDir,
    values: {
      CMS_UPSTREAM: 'tampa_cms',
      WEB_UPSTREAM: 'tampa_web',
      NGINX_RESOLVER: '127.0.0.1',
      STATIC_ROOT: path.join(ROOT, 'web', 'build', 'client'),
      NGINX_PORT: `127.0.0.1:${sitePort}`,
      PANEL_NGINX_PORT: `127.0.0.1:${panelPort}`,
    },
    conf: { 'upstreams.conf': upstreams },
    workerProcesses: 2,
    workerConnections: 2048,
  });
  children.set('nginx', startNginx(nginxArgs));

  for (const [index, port] of webPorts.entries()) {
    const child = spawn(process.execPath, [path.join(ROOT, 'web', 'build', 'node', 'server.js')], {
      cwd: path.join(ROOT, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        CMS_URL: `http://127.0.0.1:${balancerPort}`,
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        PROXY_API: 'false',
        TRUST_PROXY: 'true',
        // Two web servers of one process each: the replicas are what this cluster is about.
        WEB_WORKERS: '1',
      },
    });
    children.set(`web${index}`, child);
  }
  for (const port of webPorts) await waitForHttp(`http://127.0.0.1:${port}/healthz`);
  const site = `http://127.0.0.1:${sitePort}`;
  await waitForHttp(`${site}/healthz`);

  return {
    site,
    outbox,
    databaseUrl,
    psql,
    cmsPorts,
    /** kill -9 a cms replica. */
    killCms(/** @type {number} */ index) {
      children.get(`cms${index}`)?.kill('SIGKILL');
    },
    startCms,
    /** Stops Redis (its data goes: it keeps nothing). */
    async stopRedis() {
      const child = children.get('redis');
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    startRedis,
    /**
     * A fast restart of PostgreSQL: every connection is ended, the server comes back.
     * Waited for without blocking, so the traffic goes on meanwhile.
     */
    async restartPostgres() {
      const [command, argv] = asPostgres(pgCtl, [
        'restart',
        '-D',
        pgData,
        '-m',
        'fast',
        '-w',
        '-t',
        '60',
        '-l',
        path.join(pgSocket, 'pg.log'),
        '-o',
        pgOptions,
      ]);
      const child = spawn(/** @type {string} */ (command), /** @type {string[]} */ (argv), { stdio: 'ignore' });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      if (code !== 0) throw new Error(`pg_ctl restart failed (exit ${String(code)})`);
    },
    async stop() {
      for (const child of children.values())
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const child of children.values())
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      try {
        pg(['stop', '-D', pgData, '-m', 'immediate']);
      } catch {
        // already stopped
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
