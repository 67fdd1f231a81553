import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';

// The page loads as a chunk of its own: the app's entry knows only this small module,
// so none of the admin code, nor the list of files it needs, weighs on the first load.
const AdminToolsPage = lazy(() => import('../components/admin-tools-page'));

/** /admin: directory export, live statistics and the way to video management. */
export function AdminRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AdminToolsPage />
    </Suspense>
  );
}

export default AdminRoute;
