import { NEWSLETTER_THANKS } from '@/config/site';
import { confirmSubscription } from '../api/newsletter';
import { LinkPage } from '../components/link-page';

/** /newsletter/confirm?token=…: where the confirmation mail leads; confirms on the reader's click. */
export function NewsletterConfirmRoute() {
  return (
    <LinkPage
      title="Confirm your subscription"
      description="Confirm your subscription to the Tampa Local weekly newsletter."
      intro="Confirm that you want the Tampa Local newsletter at this address: new openings, weekend events and creator picks, once a week."
      action="Confirm my subscription"
      working="Confirming..."
      done={NEWSLETTER_THANKS}
      run={confirmSubscription}
    />
  );
}

export default NewsletterConfirmRoute;
