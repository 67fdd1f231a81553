import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { checkModeratorSession, signOut, useModeratorSession } from '../lib/moderator-session';
import { SignInForm } from './sign-in-form';

/** Shows `children` to a signed-in moderator, with who is signed in and Sign out; asks to sign in otherwise. */
export function ModeratorGate({ children }: { children: ReactNode }) {
  const session = useModeratorSession();

  useEffect(() => {
    void checkModeratorSession();
  }, []);

  if (session.status === 'checking') {
    return (
      <p role="status" className="text-slate-600">
        Checking your sign-in...
      </p>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <section
        aria-labelledby="sign-in-heading"
        className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="sign-in-heading" className="text-xl font-bold text-slate-900">
          Moderator sign in
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          The admin tools are for Tampa Local's moderators. Sign in with your moderator account.
        </p>
        <SignInForm notice={session.notice} />
      </section>
    );
  }

  return (
    <>
      <p className="mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          Signed in as <strong className="font-semibold text-slate-900">{session.user.email}</strong>
        </span>
        <Button size="sm" variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </p>
      {children}
    </>
  );
}
