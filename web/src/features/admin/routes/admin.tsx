import { AdminToolsPage } from '../components/admin-tools-page';

/** /admin: directory export, live statistics and the way to video management (its own chunk, as every route). */
export function AdminRoute() {
  return <AdminToolsPage />;
}

export default AdminRoute;
