import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { notFoundPage } from '@/lib/page-loader.server';
import { clientPageData } from '@/lib/prefetched';

/** Any path the site does not have answers 404, so crawlers drop it. */
export function loader() {
  return notFoundPage();
}

export const clientLoader = clientPageData;

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageMeta
        title="Page Not Found"
        description="The page you were looking for is not on Tampa Local."
        noindex="follow"
      />
      <p className="text-6xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <Link to={paths.home} className={buttonClass('primary', 'lg', 'mt-8')}>
        Back to Tampa Local
      </Link>
    </div>
  );
}

export default NotFoundRoute;
