import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-error';
import { CHECKING, UNREACHABLE, createSessionStore, type SessionState } from '@/lib/session-store';
import { serverErrorMessage } from './server-message';

export { CSRF_HEADER } from '@/lib/session-store';

export const SIGN_IN_MESSAGES = {
  blank: 'Please enter your email and password',
  unreachable: UNREACHABLE,
} as const;

/** The moderator's session as this page knows it (see lib/session-store.ts). */
export type ModeratorSessionState = SessionState;

const store = createSessionStore('/moderator/session');

export const getModeratorSession = store.get;

/** The session; on the server (and before the first check) it is 'checking'. */
export function useModeratorSession(): ModeratorSessionState {
  return useSyncExternalStore(store.subscribe, store.get, () => CHECKING);
}

export const checkModeratorSession = () => store.check();
export const signIn = (email: string, password: string) => store.signIn(email, password);
export const signOut = () => store.signOut();
export const sessionEnded = (message: string) => store.ended(message);
export const csrfHeaders = () => store.csrfHeaders();

/** Runs a moderator's request; a 401 ends the session on this page and keeps the server's message. */
export async function withModeratorAuth<T>(request: () => Promise<T>): Promise<T> {
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
export const setModeratorSession = (next: ModeratorSessionState) => store.set(next);
