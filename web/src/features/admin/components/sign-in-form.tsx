import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SIGN_IN_MESSAGES, signIn } from '../lib/admin-session';
import { ForgotPasswordForm } from './forgot-password-form';

const fieldClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500';

/**
 * A moderator's sign-in: e-mail and password, checked by the server, which keeps the
 * session in an httpOnly cookie. `notice` is why an earlier session ended.
 */
export function SignInForm({ notice }: { notice: string | null }) {
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const shown = error ?? notice;

  // A new error sends the moderator back to the first field.
  useEffect(() => {
    if (error) emailRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '' || password === '') {
      setError(SIGN_IN_MESSAGES.blank);
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await signIn(email.trim(), password);
    setBusy(false);
    if (failure) {
      setPassword('');
      setError(failure);
    }
  }

  const describedBy = shown ? errorId : undefined;
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-sm space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={emailId} className="text-sm font-semibold text-slate-900">
          Email
        </label>
        <input
          ref={emailRef}
          id={emailId}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
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
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          className={fieldClass}
        />
      </div>
      {shown && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-sunset-700">
          {shown}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        <button
          type="button"
          onClick={() => setForgot(true)}
          className="text-sm font-semibold text-bay-700 underline hover:text-bay-800"
        >
          Forgot your password?
        </button>
      </div>
    </form>
  );
}
