import { ConfirmPage } from '../components/confirm-page';

/** /account/confirm: where the sign-up mail leads (its own chunk, as every route). */
export function AccountConfirmRoute() {
  return <ConfirmPage />;
}

export default AccountConfirmRoute;
