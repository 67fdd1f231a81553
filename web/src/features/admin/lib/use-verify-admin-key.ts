import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { getAdminStats } from '../api/get-admin-stats';
import { rememberAdminKey } from './admin-session';
import { serverErrorMessage } from './server-message';

/**
 * Checks a typed key with one cheap admin call (GET /api/admin/stats) and keeps it for
 * the session when the server accepts it. A 401 leaves its message in the session
 * notice (see withAdminAuth); other failures come back as `error`.
 */
export function useVerifyAdminKey() {
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verify = useCallback(async (key: string): Promise<boolean> => {
    setChecking(true);
    setError(null);
    try {
      await getAdminStats(key);
      rememberAdminKey(key);
      return true;
    } catch (failure) {
      if (!(isApiError(failure) && failure.status === 401)) {
        setError((await serverErrorMessage(failure)) ?? 'Could not check the admin key. Please try again.');
      }
      return false;
    } finally {
      setChecking(false);
    }
  }, []);

  return { verify, checking, error, setError };
}
