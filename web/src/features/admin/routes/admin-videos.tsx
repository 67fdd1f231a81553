import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';

// See admin.tsx: the page, Headless UI's combobox and the toasts stay out of the entry.
const VideoManagementPage = lazy(() => import('../components/video-management-page'));

/** /admin/videos: add creator videos to a business and moderate them. */
export function AdminVideosRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <VideoManagementPage />
    </Suspense>
  );
}

export default AdminVideosRoute;
