import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-request';
import { adminHeaders, withAdminAuth } from '../lib/admin-session';

/** An admin call: the key goes in the X-Admin-Key header (never in the URL); a 401 forgets it. */
export function adminRequest<T>(adminKey: string, config: AxiosRequestConfig): Promise<T> {
  return withAdminAuth(adminKey, async () => {
    const api = await apiClient();
    const response = await api.request<T>({
      ...config,
      headers: { ...(config.headers as Record<string, string> | undefined), ...adminHeaders(adminKey) },
    });
    return response.data;
  });
}
