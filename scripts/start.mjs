#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or stale, seeds an empty database, then serves the
 * cms (http://localhost:1337, editors' panel at /admin) and the server-rendered web app
 * (http://localhost:5173, which passes /api and /uploads to the cms).
 * `npm run dev` (--dev) runs both with hot reload instead.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  binArgs,
  buildCmsIfStale,
  buildIfStale,
  ensureDevelopmentEnv,
  readEnvFile,
  run,
  CMS_ENV_FILE,
  serverGroup,
  waitForHttp,
} from './lib.mjs';

const dev = process.argv.includes('--dev');
const production = process.env.NODE_ENV === 'production';
const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
const baseEnv = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  // Both servers answer this machine only, unless HOST says otherwise (0.0.0.0: every interface).
  HOST: process.env.HOST ?? '127.0.0.1',
  CMS_PORT: String(cmsPort),
  PORT: String(cmsPort),
  CMS_URL: cmsUrl,
};

const { serve } = serverGroup({ env: baseEnv });

if (!production) ensureDevelopmentEnv();
const adminKeyKnown = Boolean(process.env.ADMIN_KEY || readEnvFile(CMS_ENV_FILE).ADMIN_KEY);

await run('npm', ['run', 'build', '-w', '@tampa-local/domain'], { env: baseEnv });
const hasWeb = existsSync(path.join(ROOT, 'web', 'react-router.config.ts'));
const hasSeed = existsSync(path.join(ROOT, 'seed', 'src', 'cli.ts'));

if (!dev) {
  await buildCmsIfStale(baseEnv);
  if (hasWeb) {
    await buildIfStale(
      'the web app',
      ['web/src', 'web/server', 'web/public', 'packages/domain/src'],
      'web/build/.build-stamp',
      () => run('npm', ['run', 'build', '-w', 'web'], { env: baseEnv }),
    );
  }
}
if (hasSeed) {
  await run('npm', ['run', 'seed', '-w', 'seed', '--', '--if-empty'], { env: baseEnv });
}

// The web server passes /api on with the client's address in X-Forwarded-For; the cms
// trusts exactly that one hop, from loopback where the web server connects (CMS_URL's
// default), so a request from anywhere else keeps its socket's address.
const cmsEnv = {
  TRUST_PROXY: 'true',
  TRUSTED_PROXY_COUNT: '1',
  TRUSTED_PROXY_ADDRESSES: process.env.TRUSTED_PROXY_ADDRESSES ?? '127.0.0.1,::1',
};
serve('cms', dev ? binArgs('strapi', 'develop', '--no-watch-admin') : binArgs('strapi', 'start'), 'cms', cmsEnv);
await waitForHttp(`${cmsUrl}/_health`);
if (hasWeb) {
  const webEnv = {
    PORT: String(webPort),
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
    // Nothing stands in front of the web server here unless WEB_TRUST_PROXY says so.
    TRUST_PROXY: process.env.WEB_TRUST_PROXY ?? 'false',
    TRUSTED_PROXY_COUNT: process.env.WEB_TRUSTED_PROXY_COUNT ?? '1',
  };
  if (dev) serve('web', binArgs('react-router', 'dev', '--port', String(webPort), '--strictPort'), 'web', webEnv);
  else serve('web', [path.join(ROOT, 'web', 'build', 'node', 'server.js')], 'web', webEnv);
}

console.log(`\nTampa Local is up:`);
if (hasWeb) console.log(`  city guide      http://localhost:${webPort}`);
console.log(`  cms API         http://localhost:${cmsPort}/api/businesses`);
console.log(`  editors' panel  http://localhost:${cmsPort}/admin`);
if (hasWeb && !production) {
  console.log(`  moderation      http://localhost:${webPort}/admin (the seed prints the demo moderator's sign-in)`);
}
if (adminKeyKnown && !production)
  console.log(
    `  automation key for scripts (X-Admin-Key: CSV export, stats): ADMIN_KEY in ${path.relative(ROOT, CMS_ENV_FILE)}`,
  );
