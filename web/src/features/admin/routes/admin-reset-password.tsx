import { ResetPasswordPage } from '../components/reset-password-page';

/** /admin/reset-password: where a moderator's reset mail leads (its own chunk, as every route). */
export function AdminResetPasswordRoute() {
  return <ResetPasswordPage />;
}

export default AdminResetPasswordRoute;
