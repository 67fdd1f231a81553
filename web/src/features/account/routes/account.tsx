import { DataDefaults } from '@/lib/prefetched';
import { AccountPage } from '../components/account-page';

/** /account: a visitor's sign-in, sign-up and account (its own chunk, as every route). */
export function AccountRoute() {
  return (
    <DataDefaults>
      <AccountPage />
    </DataDefaults>
  );
}

export default AccountRoute;
