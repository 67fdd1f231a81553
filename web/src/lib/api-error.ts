/**
 * A failed API call. The message follows product spec §8: the status code,
 * a colon and a space, then the response body (or the status text when the
 * body is empty), e.g. `404: {"error":"Business not found"}`.
 *
 * Kept apart from api-client.ts so pages can check errors without loading axios.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no response arrived (network failure, abort). */
    readonly status: number,
    message: string,
    /** The parsed response body, if any. */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** The server's `{"error": ...}` text, when it sent one. */
  get serverMessage(): string | null {
    const body = this.body;
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
    return null;
  }
}

function bodyText(body: unknown): string {
  if (body == null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body);
  } catch {
    return String(body);
  }
}

export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const text = bodyText(body).trim();
  return new ApiError(status, `${status}: ${text || statusText}`, body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * One line for a log: the API's status and message (`503: {"error":"…"}`), or the
 * error's own message; never a stack or a request object, so an expected failure reads
 * as what it is.
 */
export function errorSummary(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
