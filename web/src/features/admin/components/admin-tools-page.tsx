import { usePageMeta } from '@/hooks/use-page-meta';

/** Placeholder: the admin export and tools page is built separately. */
export function AdminRoute() {
  usePageMeta('Admin', 'Tampa Local admin tools.');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Admin</h1>
    </div>
  );
}

export default AdminRoute;
