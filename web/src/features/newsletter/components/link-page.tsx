import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const LINK_INCOMPLETE = 'This link is incomplete. Open the link from the mail again.';

type State = { status: 'ready' } | { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

type LinkPageProps = {
  title: string;
  description: string;
  /** What the button will do, said before it. */
  intro: ReactNode;
  action: string;
  working: string;
  done: ReactNode;
  /** The call: null when it worked, else the message to show. */
  run: (token: string) => Promise<string | null>;
};

/**
 * A page a newsletter mail links to (`?token=…`): it acts only when the reader presses
 * its button, never on opening, since mail scanners open links. Not indexed, never kept
 * by a shared cache (lib/page-cache.ts).
 */
export function LinkPage({ title, description, intro, action, working, done, run }: LinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { status: 'ready' } : { status: 'failed', message: LINK_INCOMPLETE },
  );
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.status === 'done' || (state.status === 'failed' && token)) outcome.current?.focus();
  }, [state, token]);

  const act = async () => {
    setState({ status: 'working' });
    const problem = await run(token);
    setState(problem === null ? { status: 'done' } : { status: 'failed', message: problem });
  };

  return (
    <Container className="py-12">
      <PageMeta title={title} description={description} noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {state.status === 'ready' || state.status === 'working' ? (
          <>
            <p className="text-slate-800">{intro}</p>
            <button
              type="button"
              className={buttonClass('primary', 'md', 'mt-4')}
              disabled={state.status === 'working'}
              onClick={() => void act()}
            >
              {state.status === 'working' ? working : action}
            </button>
          </>
        ) : (
          <p
            ref={outcome}
            tabIndex={-1}
            role={state.status === 'done' ? 'status' : 'alert'}
            className="text-slate-800 focus:outline-none"
          >
            {state.status === 'done' ? done : state.message}{' '}
            <Link to={paths.home} className="font-semibold text-bay-700 underline">
              Back to the home page
            </Link>
          </p>
        )}
      </div>
    </Container>
  );
}
