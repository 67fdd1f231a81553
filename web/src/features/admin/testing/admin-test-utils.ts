import type { MockRequest } from '@/testing/mock-api';
import { ADMIN_KEY_STORAGE, forgetAdminKey } from '../lib/admin-session';

export const TEST_ADMIN_KEY = 'test-admin-key';

export interface SentRequest extends MockRequest {
  /** The X-Admin-Key header, or null. */
  adminKey: string | null;
}

/**
 * Records what the app sends with the admin key beside each request: pass `onRequest`
 * to mockApi().
 */
export function recordRequests(): { sent: SentRequest[]; onRequest: (request: MockRequest) => void } {
  const sent: SentRequest[] = [];
  return {
    sent,
    onRequest: (request) => sent.push({ ...request, adminKey: request.headers['x-admin-key'] ?? null }),
  };
}

/** A fresh session before each test: no key, no notice. */
export function resetAdminSession(): void {
  forgetAdminKey();
  window.sessionStorage.clear();
}

export function storeAdminKey(key = TEST_ADMIN_KEY): void {
  window.sessionStorage.setItem(ADMIN_KEY_STORAGE, key);
}

export function storedAdminKey(): string | null {
  return window.sessionStorage.getItem(ADMIN_KEY_STORAGE);
}

/** A download's JSON error body, as a browser delivers it to a Blob request. */
export function textBlob(text: string, type = 'application/json'): Blob {
  return new Blob([text], { type });
}

/** A request that never reached the server (a route that throws is a network failure). */
export function networkError(): never {
  throw new Error('Network Error');
}
