import { data, useActionData } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { subscribeFromServer } from '../api/newsletter';
import { Newsletter, NEWSLETTER_EMAIL_MAX_LENGTH, type NewsletterOutcome } from '../components/newsletter';
import type { Route } from './+types/newsletter-subscribe';

/**
 * A form sent before the page's script ran (a slow connection, scripts off): the web server
 * asks the cms for the subscription, as the script would have, and answers with the page.
 * Another site's page cannot post here for our visitors (to have mail sent to addresses of
 * its choosing from addresses our limits do not know): React Router answers a POST whose
 * `Origin` is not the address it was sent to with 400 before any action runs.
 * Its status is 200 when the cms took the address, else the cms's (400, 429), or 503 when
 * the cms was not reached.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let email = '';
  try {
    const value = (await request.formData()).get('email');
    email = typeof value === 'string' ? value.trim().slice(0, NEWSLETTER_EMAIL_MAX_LENGTH) : '';
  } catch {
    // Not a form's body: the cms refuses the empty address with its own words.
  }
  const { problem, status } = await subscribeFromServer(email, context.clientAddress);
  if (problem === null) return data<NewsletterOutcome>({ status: 'sent' });
  return data<NewsletterOutcome>({ status: 'failed', message: problem, email }, { status: status || 503 });
}

/** /newsletter: the sign-up on a page of its own, and the answer to a form sent without the script. */
export function NewsletterSubscribeRoute() {
  const outcome = useActionData<typeof action>();
  return (
    <Container className="py-12">
      <PageMeta
        title="Newsletter"
        description="Get the best of Tampa Bay in your inbox every week: new openings, weekend events and creator picks."
        noindex
      />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">The Tampa Local newsletter</h1>
      <section aria-labelledby="newsletter-heading">
        {/* A new answer (a second form sent) starts the block afresh. */}
        <Newsletter key={JSON.stringify(outcome ?? null)} outcome={outcome} />
      </section>
    </Container>
  );
}

export default NewsletterSubscribeRoute;
