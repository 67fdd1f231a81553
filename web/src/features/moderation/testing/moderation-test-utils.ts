import type { ModerationRecord } from '@tampa-local/domain';
import type { MockRequest } from '@/testing/mock-api';
import { setModeratorSession } from '../lib/moderator-session';

export const TEST_MODERATOR = { email: 'mia@tampalocal.test', username: 'mia' } as const;
export const TEST_PASSWORD = 'Moderate-2026!';
export const TEST_CSRF_TOKEN = 'test-csrf-token';

/** The server's answer to a good sign-in. */
export const SESSION_ANSWER = {
  user: TEST_MODERATOR,
  csrfToken: TEST_CSRF_TOKEN,
  expiresAt: '2026-11-24T21:00:00.000Z',
};

export interface SentRequest extends MockRequest {
  /** The X-CSRF-Token header, or null. */
  csrf: string | null;
}

/** Records what the app sends, with the CSRF header beside each request: pass `onRequest` to mockApi(). */
export function recordRequests(): { sent: SentRequest[]; onRequest: (request: MockRequest) => void } {
  const sent: SentRequest[] = [];
  return {
    sent,
    onRequest: (request) => sent.push({ ...request, csrf: request.headers['x-csrf-token'] ?? null }),
  };
}

/** A fresh page before each test: the session is not known yet, so the page asks the server. */
export function resetModeratorSession(): void {
  setModeratorSession({ status: 'checking' });
}

/** A moderator already signed in on this page. */
export function signedInAsModerator(): void {
  setModeratorSession({ status: 'signed-in', user: TEST_MODERATOR, csrfToken: TEST_CSRF_TOKEN });
}

export function moderationRecord(overrides: Partial<ModerationRecord> = {}): ModerationRecord {
  return {
    id: '1',
    action: 'approve',
    videoId: 'video-1',
    videoTitle: 'Sunday brunch',
    videoUrl: 'https://vimeo.com/76979871',
    businessId: 'business-1',
    businessName: 'Harbor Brunch',
    fromStatus: 'pending',
    toStatus: 'active',
    notes: null,
    actor: TEST_MODERATOR.email,
    createdAt: '2026-11-24T15:30:00.000Z',
    ...overrides,
  };
}

/** A download's JSON error body, as a browser delivers it to a Blob request. */
export function textBlob(text: string, type = 'application/json'): Blob {
  return new Blob([text], { type });
}

/** A request that never reached the server (a route that throws is a network failure). */
export function networkError(): never {
  throw new Error('Network Error');
}
