import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-error';
import { serverErrorMessage } from './server-message';

/** The request header every admin call carries. */
export const ADMIN_KEY_HEADER = 'X-Admin-Key';

/** Where the key lives: this browser tab's session only, never localStorage and never the bundle. */
export const ADMIN_KEY_STORAGE = 'tampa-local:admin-key';

export interface AdminSession {
  /** The admin key typed for this browser session, or null. */
  key: string | null;
  /** Why the key was forgotten (the server's 401 message), shown next to the key form. */
  notice: string | null;
}

let memoryKey: string | null = null;
let notice: string | null = null;
let snapshot: AdminSession = { key: null, notice: null };
const listeners = new Set<() => void>();

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser; the key then lasts as long as the page.
    return null;
  }
}

function readKey(): string | null {
  const store = sessionStore();
  let value: string | null = memoryKey;
  if (store) {
    try {
      value = store.getItem(ADMIN_KEY_STORAGE);
    } catch {
      value = memoryKey;
    }
  }
  return value != null && value.trim() !== '' ? value : null;
}

function writeKey(key: string | null): void {
  memoryKey = key;
  const store = sessionStore();
  if (!store) return;
  try {
    if (key == null) store.removeItem(ADMIN_KEY_STORAGE);
    else store.setItem(ADMIN_KEY_STORAGE, key);
  } catch {
    // Quota or privacy mode: the in-memory copy still works for this page.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The current session; the same object while nothing changed (useSyncExternalStore needs that). */
export function getAdminSession(): AdminSession {
  const key = readKey();
  if (snapshot.key !== key || snapshot.notice !== notice) snapshot = { key, notice };
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, getAdminSession, getAdminSession);
}

/** Keeps the key for this browser session and clears any earlier notice. */
export function rememberAdminKey(key: string): void {
  writeKey(key.trim());
  notice = null;
  emit();
}

/** Forgets the key; `message` (e.g. 'Invalid admin key') is shown where the key is asked for again. */
export function forgetAdminKey(message: string | null = null): void {
  writeKey(null);
  notice = message;
  emit();
}

export function adminHeaders(adminKey: string): Record<string, string> {
  return { [ADMIN_KEY_HEADER]: adminKey };
}

/**
 * Runs an admin request. A 401 forgets the stored key (when it is the key the request
 * used, so a late answer cannot undo a newer key) and keeps the server's message for
 * the key form; the error is passed on either way.
 */
export async function withAdminAuth<T>(adminKey: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const current = readKey();
      if (current == null || current === adminKey) {
        forgetAdminKey((await serverErrorMessage(error)) ?? 'Admin key required');
      }
    }
    throw error;
  }
}
