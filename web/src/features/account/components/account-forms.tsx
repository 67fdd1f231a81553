import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/text-field';

/**
 * An e-mail and password form: blank fields are refused here; `submit` returns the
 * message to show (the server's words) or null when it worked.
 */
export function CredentialsForm({
  title,
  submitLabel,
  busyLabel,
  passwordHint,
  newPassword = false,
  submit,
  children,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  passwordHint?: string;
  newPassword?: boolean;
  submit: (email: string, password: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const headingId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '' || password === '') {
      setError('Please enter your email and password');
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await submit(email.trim(), password);
    setBusy(false);
    if (failure) {
      setPassword('');
      setError(failure);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-3">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete={newPassword ? 'email' : 'username'}
          value={email}
          onValue={setEmail}
          invalid={Boolean(error)}
          errorId={errorId}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          value={password}
          onValue={setPassword}
          hint={passwordHint}
          invalid={Boolean(error)}
          errorId={errorId}
        />
        {error && <FormMessage id={errorId} text={error} tone="error" />}
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      {children}
    </section>
  );
}
