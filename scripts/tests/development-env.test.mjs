import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DEVELOPMENT_EDITOR_EMAIL, ensureDevelopmentEnv, readEnvFile } from '../lib.mjs';

const fresh = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'tampa-local-env-')), '.env');

test("a first start makes the panel's first editor with a password of its own, printed once", () => {
  const file = fresh();
  /** @type {string[]} */
  const printed = [];
  ensureDevelopmentEnv(file, {}, (line) => printed.push(line));
  const values = readEnvFile(file);
  assert.equal(values.PANEL_ADMIN_EMAIL, DEVELOPMENT_EDITOR_EMAIL);
  const password = values.PANEL_ADMIN_PASSWORD ?? '';
  // Strapi's panel rule: 8+ characters, lower, upper and a digit; and no shared demo value.
  assert.ok(password.length >= 24 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password));
  assert.ok(printed.some((line) => line.includes(DEVELOPMENT_EDITOR_EMAIL) && line.includes(password)));
  assert.equal(statSync(file).mode & 0o777, 0o600);

  const other = fresh();
  ensureDevelopmentEnv(other, {}, () => {});
  assert.notEqual(readEnvFile(other).PANEL_ADMIN_PASSWORD, password);

  /** @type {string[]} */
  const again = [];
  ensureDevelopmentEnv(file, {}, (line) => again.push(line));
  assert.deepEqual(again, []);
  assert.equal(readEnvFile(file).PANEL_ADMIN_PASSWORD, password);
});

test('an editor someone configured is kept and nothing about the panel is printed', () => {
  const file = fresh();
  writeFileSync(file, 'PANEL_ADMIN_EMAIL=me@example.com\nPANEL_ADMIN_PASSWORD=Mine-12345678\n');
  /** @type {string[]} */
  const printed = [];
  ensureDevelopmentEnv(file, {}, (line) => printed.push(line));
  const text = readFileSync(file, 'utf8');
  assert.match(text, /^PANEL_ADMIN_EMAIL=me@example.com$/m);
  assert.equal(text.match(/PANEL_ADMIN_/g)?.length, 2);
  assert.ok(!printed.some((line) => line.includes('editors')));
});

test('values given in the environment are not written to the file', () => {
  const file = fresh();
  ensureDevelopmentEnv(
    file,
    { PANEL_ADMIN_EMAIL: 'ops@example.com', PANEL_ADMIN_PASSWORD: 'Given-12345678' },
    () => {},
  );
  const values = readEnvFile(file);
  assert.equal(values.PANEL_ADMIN_EMAIL, undefined);
  assert.equal(values.PANEL_ADMIN_PASSWORD, undefined);
});
