import type { AxiosRequestConfig } from 'axios';
import { adminHeaders, withAdminAuth } from '../lib/admin-session';

// The HTTP client loads on first use, as in lib/api-request.ts, so axios stays out of the first JS.
async function client() {
  return (await import('@/lib/api-client')).api;
}

/** An admin call: the key goes in the X-Admin-Key header (never in the URL); a 401 forgets it. */
export function adminRequest<T>(adminKey: string, config: AxiosRequestConfig): Promise<T> {
  return withAdminAuth(adminKey, async () => {
    const api = await client();
    const response = await api.request<T>({
      ...config,
      headers: { ...(config.headers as Record<string, string> | undefined), ...adminHeaders(adminKey) },
    });
    return response.data;
  });
}
