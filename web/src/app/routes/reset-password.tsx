import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClass } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { resetPassword } from '@/lib/password-reset';

export const RESET_MESSAGES = {
  noCode: 'This reset link is incomplete. Ask for a new one from the sign-in form.',
  blank: 'Please enter and confirm your new password',
  mismatch: 'Passwords do not match',
  done: 'Your password has been changed. Sign in with your new password:',
} as const;

/** /reset-password?code=…: the page the reset mail links to; sets the new password of a visitor's or a moderator's account. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const messageId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === '' || confirmation === '') return setError(RESET_MESSAGES.blank);
    if (password !== confirmation) return setError(RESET_MESSAGES.mismatch);
    setBusy(true);
    setError(null);
    const failure = await resetPassword(code, password, confirmation);
    setBusy(false);
    if (failure) setError(failure);
    else setDone(true);
  }

  return (
    <Container className="py-12">
      <PageMeta title="Reset password" description="Set a new password for your Tampa Local account." noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Reset password</h1>
      <div className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {!code ? (
          <p role="alert" className="text-slate-800">
            {RESET_MESSAGES.noCode}{' '}
            <Link to={paths.moderation} className="font-semibold text-bay-700 underline">
              Go to sign in
            </Link>
          </p>
        ) : done ? (
          <p role="status" className="text-slate-800">
            {RESET_MESSAGES.done}{' '}
            <Link to={paths.account} className="font-semibold text-bay-700 underline">
              your account
            </Link>{' '}
            or, for moderators,{' '}
            <Link to={paths.moderation} className="font-semibold text-bay-700 underline">
              the admin
            </Link>
            .
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="max-w-sm space-y-3">
            <TextField
              label="New password"
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
              invalid={Boolean(error)}
              errorId={messageId}
            />
            <TextField
              label="Confirm new password"
              type="password"
              name="passwordConfirmation"
              autoComplete="new-password"
              value={confirmation}
              onValue={setConfirmation}
              invalid={Boolean(error)}
              errorId={messageId}
            />
            {error && <FormMessage id={messageId} text={error} tone="error" />}
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy ? 'Saving...' : 'Set new password'}
            </button>
          </form>
        )}
      </div>
    </Container>
  );
}
