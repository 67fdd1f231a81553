import type { Request, Response } from 'koa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertAdmin, resetAdminKeyFailures, trackedAdminKeyClients } from '../src/lib/admin-key';

/**
 * The admin key's failure limit (10 wrong keys per client per 15 minutes) forgets a
 * client once its window has passed, and remembers a bounded number of clients, so
 * wrong keys from ever new addresses cannot grow the cms's memory without end.
 */
const KEY = 'unit-admin-key-0123456789abcdef';
const MINUTE = 60_000;

function attempt(ip: string, key: string): number {
  const headers: Record<string, string> = { 'x-admin-key': key };
  const ctx = {
    request: { ip, get: (name: string) => headers[name.toLowerCase()] ?? '', query: {} } as unknown as Request,
    response: { set: () => {} } as unknown as Response,
  };
  try {
    assertAdmin(ctx);
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe('admin key failure limit', () => {
  const saved = process.env.ADMIN_KEY;
  beforeEach(() => {
    process.env.ADMIN_KEY = KEY;
    resetAdminKeyFailures();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.ADMIN_KEY = saved;
  });

  it('refuses a client after 10 wrong keys, and lets it try again after 15 minutes', () => {
    for (let i = 0; i < 10; i += 1) expect(attempt('203.0.113.7', 'wrong')).toBe(401);
    expect(attempt('203.0.113.7', KEY)).toBe(429);
    expect(attempt('203.0.113.8', KEY)).toBe(200);
    vi.setSystemTime(Date.now() + 15 * MINUTE + 1);
    expect(attempt('203.0.113.7', KEY)).toBe(200);
  });

  it('keeps no record of clients that only used the right key', () => {
    expect(attempt('203.0.113.9', KEY)).toBe(200);
    expect(trackedAdminKeyClients()).toBe(0);
  });

  it('forgets clients whose window has passed', () => {
    for (let i = 0; i < 50; i += 1) attempt(`198.51.100.${i}`, 'wrong');
    expect(trackedAdminKeyClients()).toBe(50);
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    attempt('192.0.2.1', 'wrong');
    expect(trackedAdminKeyClients()).toBe(1);
  });

  it('remembers at most 100,000 clients', () => {
    for (let i = 0; i < 100_050; i += 1) attempt(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 'wrong');
    expect(trackedAdminKeyClients()).toBe(100_000);
  });
});
