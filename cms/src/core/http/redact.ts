/**
 * What must never reach a log line: the codes of mailed links (confirmation, password
 * reset), signed preview URLs' signatures, session and CSRF tokens, and the automation key
 * when a client puts it in a URL. Their values become `[redacted]`; the names stay, so a
 * line still says what was there.
 */
const SECRET_PARAMS =
  /([?&;\s](?:code|token|signature|adminKey|admin_key|csrfToken|confirmation|resetPasswordToken|password)=)[^&\s"']+/gi;
const SECRET_HEADERS = /((?:x-admin-key|x-csrf-token|cookie|authorization)["']?\s*[:=]\s*["']?)[^\s"',;]+/gi;

export function redactTokens(text: string): string {
  return text.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_HEADERS, '$1[redacted]');
}

/** A request's URL for the access log: its path and query, secrets redacted. */
export function loggableUrl(url: string): string {
  return url.includes('?') ? redactTokens(url) : url;
}
