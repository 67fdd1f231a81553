import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/lib/api-client';
import { ADMIN_KEY_STORAGE, forgetAdminKey } from '../lib/admin-session';

export const TEST_ADMIN_KEY = 'test-admin-key';

export interface SentRequest {
  method: string;
  url: string;
  /** The X-Admin-Key header, or null. */
  adminKey: string | null;
  /** The parsed JSON body, if any. */
  body: unknown;
  params: Record<string, unknown>;
}

function headerValue(config: InternalAxiosRequestConfig, name: string): string | null {
  const value = config.headers?.get?.(name) ?? (config.headers as Record<string, unknown> | undefined)?.[name];
  return value == null ? null : String(value);
}

/**
 * Records what the app sends (headers and JSON bodies, which mockApi does not keep).
 * Call it after mockApi(): it wraps the fake adapter mockApi installed.
 */
export function recordRequests(): SentRequest[] {
  const inner = api.defaults.adapter as AxiosAdapter;
  const sent: SentRequest[] = [];
  api.defaults.adapter = (config) => {
    sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      adminKey: headerValue(config, 'X-Admin-Key'),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: { ...(config.params as Record<string, unknown>) },
    });
    return inner(config);
  };
  return sent;
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

/** A Blob whose text() works in jsdom, like a download's JSON error body in a browser. */
export function textBlob(text: string, type = 'application/json'): Blob {
  const blob = new Blob([text], { type });
  Object.defineProperty(blob, 'text', { value: () => Promise.resolve(text) });
  return blob;
}

/** A request that never reached the server. */
export function networkError(): never {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
}
