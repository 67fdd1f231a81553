import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { accountSession, useAccountSession } from '@/lib/account-session';
import { apiClient } from '@/lib/api-request';
import { isApiError } from '@/lib/api-error';
import { mergeFavoritesIntoAccount, useFavorites } from '@/lib/favorites';
import { errorText, UNREACHABLE } from '@/lib/session-store';
import { ForgotPasswordForm } from '@/components/forms/forgot-password-form';
import { CredentialsForm } from './account-forms';
import { MyReviewsList } from './my-reviews';

export const ACCOUNT_MESSAGES = {
  checkInbox: (email: string) =>
    `Almost there: we sent a link to ${email}. Open it to confirm your address, then sign in here.`,
  passwordHint: 'At least 10 characters.',
} as const;

async function signUp(email: string, password: string): Promise<string | null> {
  try {
    const api = await apiClient();
    await api.post('/account/sign-up', { email, password });
    return null;
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return UNREACHABLE;
    return errorText(error) ?? `Sign-up failed (HTTP ${error.status})`;
  }
}

/** /account: sign in or create an account; once signed in, who and the favourites kept in the account. */
export function AccountPage() {
  const session = useAccountSession();
  const { count } = useFavorites();
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    void accountSession.check();
  }, []);

  async function signIn(email: string, password: string): Promise<string | null> {
    const failure = await accountSession.signIn(email, password);
    // The browser's favourites join the account's; a failure here keeps them in the browser.
    if (!failure) await mergeFavoritesIntoAccount().catch(() => undefined);
    return failure;
  }

  async function createAccount(email: string, password: string): Promise<string | null> {
    const failure = await signUp(email, password);
    if (!failure) setSignedUp(email);
    return failure;
  }

  return (
    <Container className="py-12">
      <PageMeta
        title="Your account"
        description="Sign in to Tampa Local to keep your favourites on every device."
        noindex
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your account</h1>
      {session.status === 'checking' ? (
        <p role="status" className="mt-6 text-slate-600">
          Checking your sign-in...
        </p>
      ) : session.status === 'signed-in' ? (
        <section className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-800">
            Signed in as <strong className="font-semibold">{session.user.email}</strong>
          </p>
          <p className="mt-2 text-slate-700">
            Your favourites are kept in your account, on every device you sign in on.{' '}
            <Link to={paths.favorites} className="font-semibold text-bay-700 underline">
              Your favourites ({count})
            </Link>
          </p>
          <Button className="mt-4" variant="outline" onClick={() => void accountSession.signOut()}>
            Sign out
          </Button>
        </section>
      ) : null}
      {session.status === 'signed-in' && <MyReviewsList />}
      {session.status === 'signed-in' || session.status === 'checking' ? null : (
        <>
          <p className="mt-2 max-w-2xl text-slate-600">
            Keep your favourite businesses and creators on every device. Favourites also work without an account, in
            this browser.
          </p>
          {session.notice && (
            <p role="alert" className="mt-4 font-semibold text-sunset-700">
              {session.notice}
            </p>
          )}
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {forgot ? (
              <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <ForgotPasswordForm onBack={() => setForgot(false)} />
              </section>
            ) : (
              <CredentialsForm title="Sign in" submitLabel="Sign in" busyLabel="Signing in..." submit={signIn}>
                <button
                  type="button"
                  onClick={() => setForgot(true)}
                  className="mt-3 text-sm font-semibold text-bay-700 underline hover:text-bay-800"
                >
                  Forgot your password?
                </button>
              </CredentialsForm>
            )}
            {signedUp ? (
              <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h2 className="text-xl font-bold text-slate-900">Check your inbox</h2>
                <p role="status" className="mt-2 text-slate-700">
                  {ACCOUNT_MESSAGES.checkInbox(signedUp)}
                </p>
              </section>
            ) : (
              <CredentialsForm
                title="Create an account"
                submitLabel="Create account"
                busyLabel="Creating..."
                passwordHint={ACCOUNT_MESSAGES.passwordHint}
                newPassword
                submit={createAccount}
              />
            )}
          </div>
        </>
      )}
    </Container>
  );
}
