import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { requestPasswordReset } from '../api/password-reset';

export const FORGOT_MESSAGES = {
  blank: 'Please enter your email',
  sent: 'If that address belongs to a moderator, a link to reset the password is on its way.',
} as const;

const fieldClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500';

/** Asks for a reset link by e-mail; the answer never tells whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const emailId = useId();
  const messageId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '') {
      setError(FORGOT_MESSAGES.blank);
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await requestPasswordReset(email.trim());
    setBusy(false);
    if (failure) {
      setError(failure);
      emailRef.current?.focus();
    } else {
      setSent(true);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-sm space-y-3">
      <h3 className="font-bold text-slate-900">Reset your password</h3>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error || sent ? messageId : undefined}
          className={fieldClass}
        />
      </div>
      {error && (
        <p id={messageId} role="alert" className="text-sm font-semibold text-sunset-700">
          {error}
        </p>
      )}
      {sent && !error && (
        <p id={messageId} role="status" className="text-sm text-slate-700">
          {FORGOT_MESSAGES.sent}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="text-sm font-semibold text-bay-700 underline hover:text-bay-800"
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
