import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-request';
import { isApiError } from '@/lib/api-error';
import { errorText, UNREACHABLE } from '@/lib/session-store';

export const CONFIRM_MESSAGES = {
  working: 'Confirming your email address...',
  done: 'Your email address is confirmed. You can sign in now.',
  noCode: 'This confirmation link is incomplete. Open the link from the mail again.',
} as const;

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

/** /account/confirm?code=…: the page the sign-up mail links to; confirms the address once. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>(
    code ? { status: 'working' } : { status: 'failed', message: CONFIRM_MESSAGES.noCode },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    void (async () => {
      try {
        const api = await apiClient();
        await api.post('/account/confirm', { code });
        setState({ status: 'done' });
      } catch (error) {
        const message =
          !isApiError(error) || error.status === 0 ? UNREACHABLE : (errorText(error) ?? 'Confirmation failed');
        setState({ status: 'failed', message });
      }
    })();
  }, [code]);

  return (
    <Container className="py-12">
      <PageMeta
        title="Confirm your email"
        description="Confirm the email address of your Tampa Local account."
        noindex
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Confirm your email</h1>
      <div className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {state.status === 'working' ? (
          <p role="status">{CONFIRM_MESSAGES.working}</p>
        ) : (
          <p role={state.status === 'done' ? 'status' : 'alert'} className="text-slate-800">
            {state.status === 'done' ? CONFIRM_MESSAGES.done : state.message}{' '}
            <Link to={paths.account} className="font-semibold text-bay-700 underline">
              Go to sign in
            </Link>
          </p>
        )}
      </div>
    </Container>
  );
}
