import { useId, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { NEWSLETTER_CLAIM, NEWSLETTER_THANKS } from '@/config/site';

/**
 * Weekly-updates sign-up. Per the spec nothing is sent: the browser checks
 * the address (type=email, required) and the visitor gets a thank-you.
 */
export function Newsletter() {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(NEWSLETTER_THANKS);
    event.currentTarget.reset();
  };
  return (
    <div className="rounded-3xl bg-gradient-to-br from-sunset-700 to-sunset-900 px-6 py-12 text-center text-white sm:px-12">
      <h2 id="newsletter-heading" className="text-3xl font-extrabold">
        Get the best of Tampa, weekly
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sunset-50">
        New openings, weekend events and creator picks in your inbox. {NEWSLETTER_CLAIM}.
      </p>
      <form
        onSubmit={submit}
        aria-labelledby="newsletter-heading"
        className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-12 min-w-0 flex-1 rounded-full px-5 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" className={buttonClass('secondary', 'lg', 'h-12')}>
          Subscribe
        </button>
      </form>
    </div>
  );
}
