import type { Request, Response } from 'koa';
import { createClient } from 'redis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { skipWithout } from '@tampa-local/test-kit';
import { assertAdmin, countAdminKeyFailuresIn, resetAdminKeyFailures } from '../src/core/auth/admin-key';

/**
 * The admin key's failure limit: 10 wrong keys per client per 15 minutes, then 429. With
 * Redis (REDIS_URL) the count is shared, so several cms replicas still allow 10 in all.
 */
const KEY = 'unit-admin-key-0123456789abcdef';
process.env.ADMIN_KEY = KEY;

async function attempt(ip: string, key: string): Promise<number> {
  const headers: Record<string, string> = { 'x-admin-key': key };
  const ctx = {
    request: { ip, get: (name: string) => headers[name.toLowerCase()] ?? '', query: {} } as unknown as Request,
    response: { set: () => {} } as unknown as Response,
  };
  try {
    await assertAdmin(ctx);
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe('admin key failure limit (in memory)', () => {
  beforeEach(() => resetAdminKeyFailures());

  it('refuses a client after 10 wrong keys, even with the right one, and only that client', async () => {
    for (let i = 0; i < 10; i += 1) expect(await attempt('203.0.113.7', 'wrong')).toBe(401);
    expect(await attempt('203.0.113.7', KEY)).toBe(429);
    expect(await attempt('203.0.113.8', KEY)).toBe(200);
  });

  it('does not count the right key or a missing key as failures', async () => {
    for (let i = 0; i < 20; i += 1) expect(await attempt('203.0.113.9', KEY)).toBe(200);
    for (let i = 0; i < 20; i += 1) expect(await attempt('203.0.113.9', '')).toBe(401);
    expect(await attempt('203.0.113.9', KEY)).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisRequired = Boolean(process.env.TEST_REDIS_URL);

async function connectRedis() {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    if (redisRequired) throw error;
    return null;
  }
}

describe('admin key failure limit shared through Redis', async () => {
  const replicaA = await connectRedis();
  const replicaB = await connectRedis();
  afterAll(async () => {
    await replicaA?.quit();
    await replicaB?.quit();
    resetAdminKeyFailures();
  });

  it.skipIf(skipWithout(Boolean(replicaA && replicaB), 'a Redis at TEST_REDIS_URL (127.0.0.1:6379 by default)'))(
    'adds up the failures of two replicas',
    async () => {
      const client = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
      countAdminKeyFailuresIn(replicaA);
      for (let i = 0; i < 5; i += 1) expect(await attempt(client, 'wrong')).toBe(401);
      // Another replica: its own limiter, the same Redis.
      countAdminKeyFailuresIn(replicaB);
      for (let i = 0; i < 5; i += 1) expect(await attempt(client, 'wrong')).toBe(401);
      expect(await attempt(client, KEY)).toBe(429);
      // The count lives in Redis, not in this process: a replica starting now refuses too.
      countAdminKeyFailuresIn(replicaA);
      expect(await attempt(client, KEY)).toBe(429);
    },
  );
});
