import assert from 'node:assert/strict';
import { test } from 'vitest';
import { trustProxySetting } from './api-proxy.js';

test('trust proxy: off unless TRUST_PROXY=true, then TRUSTED_PROXY_COUNT proxies, 1 when unset', () => {
  assert.equal(trustProxySetting({}), false);
  assert.equal(trustProxySetting({ TRUST_PROXY: 'false', TRUSTED_PROXY_COUNT: 'two' }), false);
  assert.equal(trustProxySetting({ TRUST_PROXY: 'true' }), 1);
  assert.equal(trustProxySetting({ TRUST_PROXY: 'true', TRUSTED_PROXY_COUNT: '' }), 1);
  assert.equal(trustProxySetting({ TRUST_PROXY: 'true', TRUSTED_PROXY_COUNT: ' 2 ' }), 2);
});

test('a wrong TRUSTED_PROXY_COUNT stops the start with a message naming it', () => {
  for (const value of ['0', '-1', '1.5', 'two', 'NaN'])
    assert.throws(
      () => trustProxySetting({ TRUST_PROXY: 'true', TRUSTED_PROXY_COUNT: value }),
      /TRUSTED_PROXY_COUNT must be a whole number from 1 to/,
    );
});
