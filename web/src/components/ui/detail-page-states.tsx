import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '@/lib/api-error';
import { buttonClass } from './button';
import { ErrorMessage } from './error-message';
import { PageLoader } from './page-loader';

/** The client's read of the thing a page is about (an SWR answer). */
export type DetailRead<T> = { data: T | undefined; error: unknown; isLoading: boolean; mutate: () => unknown };

/**
 * The states of a page about one thing (a business, an event, a creator): not found (the
 * server answered 404, or the client's read did), loading, failed to load (with a retry),
 * or shown. `meta` (the page's title and description) is rendered in every state.
 */
export function DetailPageStates<T>({
  read: { data, error, isLoading, mutate },
  serverNotFound,
  meta,
  tone = 'light',
  notFoundTitle,
  notFoundText,
  back,
  errorTitle,
  children,
}: {
  read: DetailRead<T>;
  /** The server's render found nothing (its loader answered 404). */
  serverNotFound: boolean;
  meta: (notFound: boolean) => ReactNode;
  tone?: 'light' | 'dark';
  notFoundTitle: string;
  notFoundText: string;
  /** Where a visitor goes from a page that is not there. */
  back: { to: string; label: string };
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  const dark = tone === 'dark';
  const notFound = serverNotFound || isNotFound(error);
  let body: ReactNode;
  if (notFound) {
    body = (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className={`text-3xl font-bold ${dark ? 'text-white' : 'text-slate-900'}`}>{notFoundTitle}</h1>
        <p className={`mt-3 ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{notFoundText}</p>
        <Link to={back.to} className={buttonClass(dark ? 'dark' : 'primary', 'lg', 'mt-8')}>
          {back.label}
        </Link>
      </div>
    );
  } else if (isLoading) {
    body = <PageLoader tone={tone} />;
  } else if (error || data === undefined) {
    body = (
      <div className="mx-auto max-w-xl px-4 py-24">
        <ErrorMessage tone={tone} title={errorTitle} error={error} onRetry={() => void mutate()} />
      </div>
    );
  } else {
    body = children(data);
  }
  return (
    <>
      {meta(notFound)}
      {body}
    </>
  );
}
