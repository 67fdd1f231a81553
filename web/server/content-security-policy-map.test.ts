import assert from 'node:assert/strict';
import { mapStyleSetting } from '@tampa-local/domain';
import { test } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.js';

/** One directive of a policy, e.g. "connect-src 'self' https://tiles.example". */
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

test("the page's CSP lets MapLibre start its workers and reach the style's origins, and nothing more", () => {
  const builtin = contentSecurityPolicy('n0nce', "'none'", []);
  assert.equal(directive(builtin, 'worker-src'), "worker-src 'self' blob:");
  assert.equal(directive(builtin, 'connect-src'), "connect-src 'self'");
  assert.match(directive(builtin, 'img-src') ?? '', /blob:/);

  const { origins } = mapStyleSetting({ NODE_ENV: 'production' });
  const openFreeMap = contentSecurityPolicy('n0nce', "'none'", origins);
  assert.equal(directive(openFreeMap, 'connect-src'), "connect-src 'self' https://tiles.openfreemap.org");
  assert.match(directive(openFreeMap, 'img-src') ?? '', / https:\/\/tiles\.openfreemap\.org$/);
  assert.equal(directive(openFreeMap, 'script-src'), "script-src 'self' 'nonce-n0nce'");
});
