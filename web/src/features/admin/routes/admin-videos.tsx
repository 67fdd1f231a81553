import { usePageMeta } from '@/hooks/use-page-meta';

/** Placeholder: video moderation is built separately. */
export function AdminVideosRoute() {
  usePageMeta('Video Management', 'Tampa Local admin: business video moderation.');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Video Management</h1>
    </div>
  );
}

export default AdminVideosRoute;
