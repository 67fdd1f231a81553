/**
 * Cache-Control of server-rendered pages. Shared caches (nginx, a CDN) may keep a page
 * for a minute and serve it stale for five more while they fetch a fresh one: the same
 * lifetime as the API's answers, so an edit reaches pages as it reaches the API.
 * Browsers always revalidate (max-age=0). Moderation, account and newsletter-link pages and errors are never stored.
 */
export const PAGE_SHARED_MAX_AGE = 60;
export const PAGE_STALE_WHILE_REVALIDATE = 300;

/**
 * The moderation area, a visitor's account pages, editors' previews and the newsletter's
 * mailed-link pages: never kept by a shared cache, never indexed.
 */
export function isPrivatePage(pathname: string): boolean {
  return /^\/(admin|account|preview|reset-password|newsletter)(\/|$)/i.test(pathname);
}

export function pageCacheControl(pathname: string, status: number): string {
  if (isPrivatePage(pathname)) return 'private, no-store';
  if (status >= 500) return 'no-store';
  if (status === 404) return `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE}`;
  return `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;
}
