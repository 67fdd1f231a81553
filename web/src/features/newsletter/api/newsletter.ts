import { isApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-request';
import { errorText, UNREACHABLE } from '@/lib/session-store';

/**
 * The newsletter's calls (docs/api.md, Newsletter). Each resolves to null when the cms
 * accepted it, or to the message to show: the server's own words, or UNREACHABLE.
 */
async function post(path: string, body: object, fallback: string): Promise<string | null> {
  try {
    const api = await apiClient();
    await api.post(path, body);
    return null;
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return UNREACHABLE;
    return errorText(error) ?? `${fallback} (HTTP ${error.status})`;
  }
}

/** Asks for a subscription: the cms mails the address a confirmation link. */
export const subscribe = (email: string) => post('/newsletter/subscriptions', { email }, 'The subscription failed');

/** Follows the confirmation mail's link. */
export const confirmSubscription = (token: string) =>
  post('/newsletter/confirmations', { token }, 'The confirmation failed');

/** Follows an unsubscribe link (the same call a mail client's one-click button makes). */
export const unsubscribe = (token: string) =>
  post(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { token }, 'Unsubscribing failed');
