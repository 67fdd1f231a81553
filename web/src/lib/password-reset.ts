import { apiClient } from './api-request';
import { isApiError } from './api-error';
import { errorText, UNREACHABLE } from './session-store';

function failure(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return UNREACHABLE;
  return errorText(error) ?? `The request failed (HTTP ${error.status})`;
}

/** POST /api/auth/forgot-password: mails a reset link if the address has an account; null, or why it failed. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  try {
    const api = await apiClient();
    await api.post('/auth/forgot-password', { email });
    return null;
  } catch (error) {
    return failure(error);
  }
}

/** POST /api/auth/reset-password with the mailed code; null, or the server's reason (e.g. an old code). */
export async function resetPassword(
  code: string,
  password: string,
  passwordConfirmation: string,
): Promise<string | null> {
  try {
    const api = await apiClient();
    await api.post('/auth/reset-password', { code, password, passwordConfirmation });
    return null;
  } catch (error) {
    return failure(error);
  }
}
