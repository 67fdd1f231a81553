import { isApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-request';
import { errorText, UNREACHABLE } from '@/lib/session-store';

/**
 * The newsletter's calls (docs/api.md, Newsletter). Each resolves to null when the cms
 * accepted it, or to the message to show: the server's own words, or UNREACHABLE.
 */
async function post(path: string, body: object, fallback: string): Promise<string | null> {
  return (await postForStatus(path, body, fallback)).problem;
}

/** The call's outcome with the cms's status (0 when it was not reached), for a page's own answer. */
async function postForStatus(
  path: string,
  body: object,
  fallback: string,
  headers?: Record<string, string>,
): Promise<{ problem: string | null; status: number }> {
  try {
    const api = await apiClient();
    const response = await api.post(path, body, { headers });
    return { problem: null, status: response.status };
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return { problem: UNREACHABLE, status: 0 };
    return { problem: errorText(error) ?? `${fallback} (HTTP ${error.status})`, status: error.status };
  }
}

const SUBSCRIPTION_FAILED = 'The subscription failed';

/** Asks for a subscription: the cms mails the address a confirmation link. */
export const subscribe = (email: string) => post('/newsletter/subscriptions', { email }, SUBSCRIPTION_FAILED);

/**
 * The same request made by the web server for a form sent before the page's script ran
 * (routes/newsletter-subscribe.tsx), naming the visitor's address, which the cms's limits
 * per client count (as the /api proxy does: web/server/api-proxy.ts).
 */
export const subscribeFromServer = (email: string, clientAddress: string | undefined) =>
  postForStatus(
    '/newsletter/subscriptions',
    { email },
    SUBSCRIPTION_FAILED,
    clientAddress ? { 'X-Forwarded-For': clientAddress } : undefined,
  );

/** Follows the confirmation mail's link. */
export const confirmSubscription = (token: string) =>
  post('/newsletter/confirmations', { token }, 'The confirmation failed');

/** Follows an unsubscribe link (the same call a mail client's one-click button makes). */
export const unsubscribe = (token: string) =>
  post(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { token }, 'Unsubscribing failed');
