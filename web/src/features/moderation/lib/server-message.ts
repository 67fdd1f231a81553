import { isApiError } from '@/lib/api-error';

function errorField(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return null;
}

/**
 * The server's `{"error": ...}` text of a failed call, or null. Downloads ask for a
 * Blob, so their error body arrives as a Blob holding the JSON; it is read here.
 */
export async function serverErrorMessage(error: unknown): Promise<string | null> {
  if (!isApiError(error)) return null;
  if (error.serverMessage) return error.serverMessage;
  const body = error.body;
  let text: string | null = typeof body === 'string' ? body : null;
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    try {
      text = await body.text();
    } catch {
      return null;
    }
  }
  if (text == null) return null;
  try {
    return errorField(JSON.parse(text));
  } catch {
    return null;
  }
}
