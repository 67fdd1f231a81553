import { useState, type ReactNode } from 'react';
import { useAdminSession } from '../lib/admin-session';
import { useVerifyAdminKey } from '../lib/use-verify-admin-key';
import { AdminKeyForm } from './admin-key-form';

export const BLANK_KEY_MESSAGE = 'Please enter admin key';

/** Shows `children` once this browser session has an admin key; asks for it first otherwise. */
export function AdminKeyGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const [value, setValue] = useState('');
  const { verify, checking, error, setError } = useVerifyAdminKey();

  if (session.key) return <>{children}</>;

  async function submit() {
    const key = value.trim();
    if (key === '') {
      setError(BLANK_KEY_MESSAGE);
      return;
    }
    if (await verify(key)) setValue('');
  }

  return (
    <section
      aria-labelledby="admin-key-heading"
      className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="admin-key-heading" className="text-xl font-bold text-slate-900">
        Enter your admin key
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">Managing videos needs the admin key.</p>
      <AdminKeyForm
        value={value}
        onChange={setValue}
        submitLabel="Continue"
        busyLabel="Checking..."
        busy={checking}
        onSubmit={() => void submit()}
        error={error ?? session.notice}
      />
    </section>
  );
}
