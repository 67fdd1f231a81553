import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertProductionSecrets, productionSecretProblems } from '../src/core/env/production-secrets';

/** Production refuses the example secrets of .env.example, and any missing or short one. */
const secret = () => randomBytes(24).toString('base64url');

function exampleEnv(): Record<string, string> {
  const text = readFileSync(path.resolve(__dirname, '..', '..', '.env.example'), 'utf8');
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) env[match[1]] = match[2] ?? '';
  }
  env.DATABASE_CLIENT = 'postgres';
  env.DATABASE_URL = `postgres://${env.POSTGRES_USER}:${env.POSTGRES_PASSWORD}@postgres:5432/${env.POSTGRES_DB}`;
  return { ...env, NODE_ENV: 'production' };
}

function soundEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_KEY: secret(),
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: `postgres://tampa:${secret()}@postgres:5432/tampa_local`,
    EMAIL_PROVIDER: 'smtp',
    SMTP_HOST: 'smtp.example.net',
  };
}

describe('secrets in production', () => {
  it("refuses .env.example's values, naming every variable", () => {
    const problems = productionSecretProblems(exampleEnv());
    for (const name of [
      'APP_KEYS[0]',
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'ADMIN_KEY',
      'the database password',
    ]) {
      expect(
        problems.some((problem) => problem.startsWith(name)),
        name,
      ).toBe(true);
    }
    expect(() => assertProductionSecrets(exampleEnv())).toThrow(/Refusing to start in production/);
  });

  it('refuses a missing, a short and a placeholder secret', () => {
    const missing = soundEnv();
    delete (missing as Record<string, string | undefined>).JWT_SECRET;
    expect(productionSecretProblems(missing)).toEqual(['JWT_SECRET is not set']);
    expect(productionSecretProblems({ ...soundEnv(), ENCRYPTION_KEY: 'short' })).toEqual([
      'ENCRYPTION_KEY must be at least 16 characters',
    ]);
    expect(productionSecretProblems({ ...soundEnv(), ADMIN_JWT_SECRET: 'tobemodified-tobemodified' })[0]).toMatch(
      /^ADMIN_JWT_SECRET is a placeholder/,
    );
    expect(productionSecretProblems({ ...soundEnv(), ADMIN_KEY: 'a'.repeat(23) + 'b' })).toEqual([]);
    expect(productionSecretProblems({ ...soundEnv(), ADMIN_KEY: secret().slice(0, 20) })).toEqual([
      'ADMIN_KEY must be at least 24 characters',
    ]);
    expect(productionSecretProblems({ ...soundEnv(), NEWSLETTER_SECRET: 'short' })).toEqual([
      'NEWSLETTER_SECRET must be at least 16 characters',
    ]);
    expect(productionSecretProblems({ ...soundEnv(), NEWSLETTER_SECRET: secret() })).toEqual([]);
    expect(productionSecretProblems({ ...soundEnv(), APP_KEYS: secret() })).toEqual([
      'APP_KEYS must list at least two keys',
    ]);
    expect(
      productionSecretProblems({ ...soundEnv(), DATABASE_URL: 'postgres://tampa@postgres:5432/tampa_local' }),
    ).toEqual(['the database password (DATABASE_URL or DATABASE_PASSWORD) is not set']);
  });

  it('accepts random secrets, and checks nothing outside production', () => {
    expect(productionSecretProblems(soundEnv())).toEqual([]);
    expect(() => assertProductionSecrets({ ...exampleEnv(), NODE_ENV: 'development' })).not.toThrow();
    // SQLite has no password to check.
    const sqlite: Record<string, string | undefined> = {
      ...soundEnv(),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: undefined,
    };
    expect(productionSecretProblems(sqlite)).toEqual([]);
  });
});
