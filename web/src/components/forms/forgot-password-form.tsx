import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/text-field';
import { requestPasswordReset } from '@/lib/password-reset';

export const FORGOT_MESSAGES = {
  blank: 'Please enter your email',
  sent: 'If that address has an account, a link to reset the password is on its way.',
} as const;

/** Asks for a reset link by e-mail; the answer never tells whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        inputRef={emailRef}
        invalid={Boolean(error)}
        errorId={messageId}
      />
      {error && <FormMessage id={messageId} text={error} tone="error" />}
      {sent && !error && <FormMessage id={messageId} text={FORGOT_MESSAGES.sent} tone="status" />}
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
