import { useSyncExternalStore } from 'react';
import type { ModeratorSession } from '@tampa-local/domain';
import { apiClient } from '@/lib/api-request';
import { isApiError } from '@/lib/api-error';
import { serverErrorMessage } from './server-message';

/** The header that carries the session's CSRF token on every state-changing admin call. */
export const CSRF_HEADER = 'X-CSRF-Token';

export const SIGN_IN_MESSAGES = {
  blank: 'Please enter your email and password',
  unreachable: 'Could not reach the server. Please try again.',
} as const;

/**
 * The moderator's session as this page knows it. The session itself is an httpOnly
 * cookie the page cannot read; the page keeps only who is signed in and the CSRF token,
 * in memory (never in web storage).
 */
export type AdminSession =
  | { status: 'checking' }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'signed-in'; user: ModeratorSession['user']; csrfToken: string };

const CHECKING: AdminSession = { status: 'checking' };
let session: AdminSession = CHECKING;
let checking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function update(next: AdminSession): void {
  session = next;
  for (const listener of listeners) listener();
}

export const getAdminSession = (): AdminSession => session;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session; on the server (and before the first check) it is 'checking'. */
export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, getAdminSession, () => CHECKING);
}

const signedIn = (answer: ModeratorSession): AdminSession => ({
  status: 'signed-in',
  user: answer.user,
  csrfToken: answer.csrfToken,
});

/** Asks the server who is signed in (once per page, however many components ask). */
export function checkAdminSession(): Promise<void> {
  if (session.status !== 'checking') return Promise.resolve();
  checking ??= (async () => {
    try {
      const api = await apiClient();
      const response = await api.get<ModeratorSession>('/moderator/session');
      update(signedIn(response.data));
    } catch (error) {
      const unreachable = !isApiError(error) || error.status === 0 || error.status >= 500;
      update({ status: 'signed-out', notice: unreachable ? SIGN_IN_MESSAGES.unreachable : null });
    } finally {
      checking = null;
    }
  })();
  return checking;
}

/** Signs in; on failure returns the message to show by the form (the server's own words). */
export async function signIn(email: string, password: string): Promise<string | null> {
  try {
    const api = await apiClient();
    const response = await api.post<ModeratorSession>('/moderator/session', { email, password });
    update(signedIn(response.data));
    return null;
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return SIGN_IN_MESSAGES.unreachable;
    return (await serverErrorMessage(error)) ?? `Sign-in failed (HTTP ${error.status})`;
  }
}

/** Signs out on the server, then here; a failed call still forgets the session on this page. */
export async function signOut(): Promise<void> {
  try {
    const api = await apiClient();
    await api.delete('/moderator/session', { headers: csrfHeaders() });
  } catch {
    // The cookie ends with its idle timeout anyway.
  }
  update({ status: 'signed-out', notice: null });
}

/** The server ended the session (401): back to the sign-in form, with its message. */
export function sessionEnded(message: string): void {
  update({ status: 'signed-out', notice: message });
}

export function csrfHeaders(): Record<string, string> {
  return session.status === 'signed-in' ? { [CSRF_HEADER]: session.csrfToken } : {};
}

/** Runs an admin request; a 401 ends the session on this page and keeps the server's message. */
export async function withAdminAuth<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      sessionEnded((await serverErrorMessage(error)) ?? 'Sign in required');
    }
    throw error;
  }
}

/** For tests: set the session without a server round trip. */
export function setAdminSession(next: AdminSession): void {
  checking = null;
  update(next);
}
