import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-request';
import { csrfHeaders, withModeratorAuth } from '../lib/moderator-session';

/**
 * A moderator's call: the session cookie goes with it (same origin), state-changing calls carry
 * the CSRF token, and a 401 ends the session on this page.
 */
export function moderationRequest<T>(config: AxiosRequestConfig): Promise<T> {
  return withModeratorAuth(async () => {
    const api = await apiClient();
    const method = (config.method ?? 'get').toLowerCase();
    const response = await api.request<T>({
      ...config,
      headers: {
        ...(config.headers as Record<string, string> | undefined),
        ...(method === 'get' || method === 'head' ? {} : csrfHeaders()),
      },
    });
    return response.data;
  });
}
