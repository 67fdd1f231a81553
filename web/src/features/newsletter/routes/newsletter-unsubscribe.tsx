import { unsubscribe } from '../api/newsletter';
import { LinkPage } from '../components/link-page';

export const UNSUBSCRIBED = "You're unsubscribed: we deleted your address and will send you nothing more.";

/** /newsletter/unsubscribe?token=…: every newsletter mail's unsubscribe link; unsubscribes on the reader's click. */
export function NewsletterUnsubscribeRoute() {
  return (
    <LinkPage
      title="Unsubscribe"
      description="Unsubscribe from the Tampa Local weekly newsletter."
      intro="Stop the Tampa Local newsletter at this address? Your address is deleted from our list."
      action="Unsubscribe"
      working="Unsubscribing..."
      done={UNSUBSCRIBED}
      run={unsubscribe}
    />
  );
}

export default NewsletterUnsubscribeRoute;
