import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'vitest';
import { webWorkers } from './web-workers.js';

test('WEB_WORKERS: one process per core in production, one in development, or as set', () => {
  assert.equal(webWorkers({ NODE_ENV: 'production' }), os.availableParallelism());
  assert.equal(webWorkers({}), 1);
  assert.equal(webWorkers({ NODE_ENV: 'development' }), 1);
  assert.equal(webWorkers({ NODE_ENV: 'production', WEB_WORKERS: '1' }), 1);
  assert.equal(webWorkers({ WEB_WORKERS: ' 3 ' }), 3);
  assert.equal(webWorkers({ NODE_ENV: 'production', WEB_WORKERS: '' }), os.availableParallelism());
});

test('a wrong WEB_WORKERS stops the start with a message naming it', () => {
  for (const value of ['0', '-2', '1.5', 'two', '1e3', '257'])
    assert.throws(() => webWorkers({ WEB_WORKERS: value }), /WEB_WORKERS must be a whole number from 1 to 256/);
});
