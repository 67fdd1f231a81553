import type { ModeratorSession } from '@tampa-local/domain';
import { apiClient } from './api-request';
import { isApiError } from './api-error';

/** The header that carries a session's CSRF token on every state-changing call. */
export const CSRF_HEADER = 'X-CSRF-Token';

export const UNREACHABLE = 'Could not reach the server. Please try again.';

/**
 * A session as a page knows it. The session itself is the cms's httpOnly cookie, which no
 * script can read; the page keeps only who is signed in and the CSRF token, in memory.
 */
export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'signed-in'; user: ModeratorSession['user']; csrfToken: string };

export const CHECKING: SessionState = { status: 'checking' };

/** The `{"error"}` text of a failed call, or null. */
export function errorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.serverMessage) return error.serverMessage;
  const body = error.body as { error?: unknown } | null | undefined;
  return body && typeof body.error === 'string' ? body.error : null;
}

/**
 * One kind of session (`/moderator/session` or `/account/session`): ask who is signed in
 * (once, however many components ask), sign in, sign out, end on a 401, and the CSRF
 * header for changes. `onChange` hears every new state.
 */
export function createSessionStore(endpoint: string, onChange: (state: SessionState) => void = () => {}) {
  let state: SessionState = CHECKING;
  let checking: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    onChange(next);
    for (const listener of listeners) listener();
  };
  const signedIn = (answer: ModeratorSession): SessionState => ({
    status: 'signed-in',
    user: answer.user,
    csrfToken: answer.csrfToken,
  });

  return {
    get: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,

    /** Asks the server who is signed in, unless the page knows already. */
    check(): Promise<void> {
      if (state.status !== 'checking') return Promise.resolve();
      checking ??= (async () => {
        try {
          const api = await apiClient();
          const answer = (await api.get<ModeratorSession | ''>(endpoint)).data;
          // 204: nobody is signed in.
          set(answer ? signedIn(answer) : { status: 'signed-out', notice: null });
        } catch (error) {
          const unreachable = !isApiError(error) || error.status === 0 || error.status >= 500;
          set({ status: 'signed-out', notice: unreachable ? UNREACHABLE : null });
        } finally {
          checking = null;
        }
      })();
      return checking;
    },

    /** Signs in; on failure returns the message to show by the form (the server's own words). */
    async signIn(email: string, password: string): Promise<string | null> {
      try {
        const api = await apiClient();
        set(signedIn((await api.post<ModeratorSession>(endpoint, { email, password })).data));
        return null;
      } catch (error) {
        if (!isApiError(error) || error.status === 0) return UNREACHABLE;
        return errorText(error) ?? `Sign-in failed (HTTP ${error.status})`;
      }
    },

    /** Signs out on the server, then here; a failed call still forgets the session on this page. */
    async signOut(): Promise<void> {
      try {
        const api = await apiClient();
        await api.delete(endpoint, { headers: this.csrfHeaders() });
      } catch {
        // The cookie ends with its idle timeout anyway.
      }
      set({ status: 'signed-out', notice: null });
    },

    /** The server ended the session (401): signed out, with its message. */
    ended(message: string): void {
      set({ status: 'signed-out', notice: message });
    },

    csrfHeaders(): Record<string, string> {
      return state.status === 'signed-in' ? { [CSRF_HEADER]: state.csrfToken } : {};
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
