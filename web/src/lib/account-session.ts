import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';
import { apiClient } from './api-request';
import { CHECKING, createSessionStore, errorText, type SessionState } from './session-store';

/**
 * A visitor's account session (GET/POST/DELETE /api/account/session). Whether this browser
 * signed in is remembered as a hint in localStorage (never the session itself, which is
 * the cms's httpOnly cookie), so pages ask the server only where someone signed in.
 */
export const SIGNED_IN_HINT_KEY = 'tampa-local:signed-in';

function hintStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function writeHint(state: SessionState): void {
  try {
    if (state.status === 'signed-in') hintStorage()?.setItem(SIGNED_IN_HINT_KEY, '1');
    else if (state.status === 'signed-out') hintStorage()?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Without storage the page asks the server when the account page opens.
  }
}

export const accountSession = createSessionStore('/account/session', writeHint);

export function useAccountSession(): SessionState {
  return useSyncExternalStore(accountSession.subscribe, accountSession.get, () => CHECKING);
}

/** True when this browser signed in before (so the session is worth asking about). */
export function maySignedIn(): boolean {
  try {
    return hintStorage()?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Asks the server only if this browser signed in before; otherwise signed out at once. */
export function checkAccountSessionIfHinted(): Promise<void> {
  if (accountSession.get().status !== 'checking') return Promise.resolve();
  if (!maySignedIn()) {
    accountSession.set({ status: 'signed-out', notice: null });
    return Promise.resolve();
  }
  return accountSession.check();
}

/** Runs an account request; a 401 ends the session on this page. */
export async function withAccountAuth<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isApiError(error) && error.status === 401) accountSession.ended(errorText(error) ?? 'Sign in required');
    throw error;
  }
}

/** A call to the visitor's account API: the CSRF header on changes, and a 401 ends the session here. */
export async function accountRequest<T>(config: {
  method: 'get' | 'put' | 'delete' | 'post';
  url: string;
  data?: unknown;
}): Promise<T> {
  return withAccountAuth(async () => {
    const api = await apiClient();
    const headers = config.method === 'get' ? {} : accountSession.csrfHeaders();
    return (await api.request<T>({ ...config, headers })).data;
  });
}
