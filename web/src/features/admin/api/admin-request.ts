import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-request';
import { csrfHeaders, withAdminAuth } from '../lib/admin-session';

/**
 * An admin call: the session cookie goes with it (same origin), state-changing calls carry
 * the CSRF token, and a 401 ends the session on this page.
 */
export function adminRequest<T>(config: AxiosRequestConfig): Promise<T> {
  return withAdminAuth(async () => {
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
