import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CLAIM } from '@/config/site';
import { subscribe } from '../api/newsletter';

/** What the web server answered a form sent without the page's script (routes/newsletter-subscribe.tsx). */
export type NewsletterOutcome = { status: 'sent' } | { status: 'failed'; message: string; email: string };

/** The longest address the form takes, as the cms (RFC 5321's limit). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

type State = { status: 'idle' } | { status: 'sending' } | NewsletterOutcome;

/**
 * Weekly-updates sign-up (double opt-in): the address goes to the cms, which mails a
 * confirmation link; the thank-you says to check the inbox, and a refusal (an invalid
 * address, too many tries) is shown beside the field, announced and focused. The form
 * is a real one (POST to /newsletter): sent before the script has made it the page's, the
 * browser posts it and the web server subscribes the address (`outcome` is its answer).
 */
export function Newsletter({ outcome }: { outcome?: NewsletterOutcome }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(outcome ?? { status: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setState({ status: 'sending' });
    const problem = await subscribe(email);
    if (problem === null) {
      setState({ status: 'sent' });
      form.reset();
    } else {
      setState({ status: 'failed', message: problem, email });
      input.current?.focus();
    }
  };

  const failed = state.status === 'failed';
  return (
    <div className="rounded-3xl bg-gradient-to-br from-sunset-700 to-sunset-900 px-6 py-12 text-center text-white sm:px-12">
      <h2 id="newsletter-heading" className="text-3xl font-extrabold">
        Get the best of Tampa, weekly
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sunset-50">
        New openings, weekend events and creator picks in your inbox. {NEWSLETTER_CLAIM}.
      </p>
      <form
        method="post"
        action={paths.newsletter}
        onSubmit={(event) => void submit(event)}
        aria-labelledby="newsletter-heading"
        className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
          autoComplete="email"
          defaultValue={outcome?.status === 'failed' ? outcome.email : undefined}
          placeholder="you@example.com"
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
          className="h-12 min-w-0 flex-1 rounded-full px-5 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" disabled={state.status === 'sending'} className={buttonClass('secondary', 'lg', 'h-12')}>
          {state.status === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      <div aria-live="polite" className="mx-auto mt-3 max-w-md">
        {state.status === 'sent' ? (
          <p role="status" className="font-semibold">
            {NEWSLETTER_CHECK_INBOX}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p id={errorId} role="alert" className="mx-auto mt-3 max-w-md rounded-lg bg-white px-4 py-2 text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
