import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

const fieldClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500';

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
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
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

  const describedBy = [passwordHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={emailId} className="text-sm font-semibold text-slate-900">
            Email
          </label>
          <input
            id={emailId}
            type="email"
            name="email"
            autoComplete={newPassword ? 'email' : 'username'}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={passwordId} className="text-sm font-semibold text-slate-900">
            Password
          </label>
          <input
            id={passwordId}
            type="password"
            name="password"
            autoComplete={newPassword ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
          />
          {passwordHint && (
            <p id={hintId} className="text-xs text-slate-600">
              {passwordHint}
            </p>
          )}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-sunset-700">
            {error}
          </p>
        )}
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      {children}
    </section>
  );
}
