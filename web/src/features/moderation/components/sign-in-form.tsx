import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/text-field';
import { SIGN_IN_MESSAGES, signIn } from '../lib/moderator-session';
import { ForgotPasswordForm } from '@/components/forms/forgot-password-form';

/**
 * A moderator's sign-in: e-mail and password, checked by the server, which keeps the
 * session in an httpOnly cookie. `notice` is why an earlier session ended.
 */
export function SignInForm({ notice }: { notice: string | null }) {
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

  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-sm space-y-3">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        inputRef={emailRef}
        invalid={Boolean(shown)}
        errorId={errorId}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        invalid={Boolean(shown)}
        errorId={errorId}
      />
      {shown && <FormMessage id={errorId} text={shown} tone="error" />}
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
