import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { skipWithout } from '@tampa-local/test-kit';
import {
  blockSeconds,
  countSignInFailuresIn,
  endSignInBlocks,
  resetSignInFailures,
  verifyAccount,
} from '../src/core/auth/sign-in';

/**
 * Sign-in failures are counted per (account, client address) pair with growing blocks,
 * so a guesser on one client cannot lock the real person out from another; each client
 * also has a limit across accounts. With Redis the counts and blocks are shared by replicas.
 */
const PASSWORD = 'Right-password-1';
const MIA = { id: 1, email: 'mia@tampalocal.test', username: 'mia', blocked: false, confirmed: true };
const ATTACKER = '203.0.113.66';
const MIA_AT_HOME = '198.51.100.7';

const strapi = {
  db: {
    query: () => ({
      findOne: async ({ where }: { where: { email: string } }) =>
        where.email === MIA.email ? { ...MIA, password: 'stored-hash', role: { type: 'moderator' } } : null,
    }),
  },
  plugin: () => ({
    service: () => ({
      validatePassword: async (given: string, hash: string) => hash === 'stored-hash' && given === PASSWORD,
    }),
  }),
} as unknown as Core.Strapi;

type Outcome = { status: number; retryAfter?: number };

async function signIn(ip: string, password: string, email = MIA.email): Promise<Outcome> {
  const headers: Record<string, string> = {};
  const ctx = {
    request: { ip },
    set: (name: string, value: string) => (headers[name.toLowerCase()] = value),
  } as unknown as Context;
  try {
    await verifyAccount(strapi, ctx, { email, password }, 'moderator');
    return { status: 200 };
  } catch (error) {
    const retryAfter = headers['retry-after'];
    return {
      status: (error as { status?: number }).status ?? 500,
      ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }),
    };
  }
}

const fail = async (ip: string, times: number) => {
  for (let i = 0; i < times; i += 1) expect(await signIn(ip, `guess-${i}`)).toEqual({ status: 401 });
};

describe('sign-in limits per account and client (in memory)', () => {
  beforeEach(() => resetSignInFailures());
  afterEach(() => vi.useRealTimers());

  it('blocks after 5 failures of a pair a minute, then doubles with each further failure, up to an hour', () => {
    expect([1, 2, 3, 4].map(blockSeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 40].map(blockSeconds)).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('lets the real person in from another client while the attacker is blocked', async () => {
    await fail(ATTACKER, 5);
    // The attacker is refused even with the right password, for a minute.
    expect(await signIn(ATTACKER, PASSWORD)).toEqual({ status: 429, retryAfter: 60 });
    expect(await signIn(MIA_AT_HOME, PASSWORD)).toEqual({ status: 200 });
    // ... and signing in at home clears nothing of the attacker's block.
    expect((await signIn(ATTACKER, PASSWORD)).status).toBe(429);
  });

  it("grows the attacker's delay with every failure after a block", async () => {
    await fail(ATTACKER, 5);
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      delays.push((await signIn(ATTACKER, PASSWORD)).retryAfter ?? 0);
      endSignInBlocks(); // as if the block had run out
      expect(await signIn(ATTACKER, 'another-guess')).toEqual({ status: 401 });
    }
    delays.push((await signIn(ATTACKER, PASSWORD)).retryAfter ?? 0);
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(await signIn(MIA_AT_HOME, PASSWORD)).toEqual({ status: 200 });
  });

  it('answers Retry-After with the time left, and lets the pair try again when it is over', async () => {
    vi.useFakeTimers();
    await fail(ATTACKER, 5);
    expect(await signIn(ATTACKER, PASSWORD)).toEqual({ status: 429, retryAfter: 60 });
    vi.advanceTimersByTime(25_000);
    expect(await signIn(ATTACKER, PASSWORD)).toEqual({ status: 429, retryAfter: 35 });
    vi.advanceTimersByTime(35_500);
    expect(await signIn(ATTACKER, PASSWORD)).toEqual({ status: 200 });
  });

  it('forgets a pair after a success', async () => {
    await fail(ATTACKER, 4);
    expect(await signIn(ATTACKER, PASSWORD)).toEqual({ status: 200 });
    await fail(ATTACKER, 4);
    expect(await signIn(ATTACKER, PASSWORD)).toEqual({ status: 200 });
  });

  it('still stops one client after 20 failures across accounts, and only that client', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await signIn(ATTACKER, 'password1', `spray-${i}@example.test`)).toEqual({ status: 401 });
    }
    const refused = await signIn(ATTACKER, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(14 * 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await signIn(MIA_AT_HOME, PASSWORD)).toEqual({ status: 200 });
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

describe('sign-in limits shared through Redis', async () => {
  const replicaA = await connectRedis();
  const replicaB = await connectRedis();
  afterAll(async () => {
    await replicaA?.quit();
    await replicaB?.quit();
    resetSignInFailures();
  });

  it.skipIf(skipWithout(Boolean(replicaA && replicaB), 'a Redis at TEST_REDIS_URL (127.0.0.1:6379 by default)'))(
    "adds up a pair's failures on two replicas and shares its block",
    async () => {
      const attacker = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`;
      const home = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
      countSignInFailuresIn(replicaA);
      await fail(attacker, 3);
      // Another replica: its own limiters, the same Redis.
      countSignInFailuresIn(replicaB);
      await fail(attacker, 2);
      expect(await signIn(attacker, PASSWORD)).toEqual({ status: 429, retryAfter: 60 });
      countSignInFailuresIn(replicaA);
      expect(await signIn(attacker, PASSWORD)).toEqual({ status: 429, retryAfter: 60 });
      expect(await signIn(home, PASSWORD)).toEqual({ status: 200 });
    },
  );
});
