import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import NewsletterConfirmRoute from './newsletter-confirm';
import NewsletterUnsubscribeRoute from './newsletter-unsubscribe';

const TOKEN = 'c.12.1999999999.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const UNSUBSCRIBE = 'u.12.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('/newsletter/confirm', () => {
  it('confirms only when the reader presses the button, then thanks them with the spec’s words', async () => {
    const api = mockApi({ 'POST /newsletter/confirmations': { data: { ok: true } } });
    const { user } = renderRoute(<NewsletterConfirmRoute />, {
      path: '/newsletter/confirm',
      url: `/newsletter/confirm?token=${TOKEN}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(api.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("Thanks! You're on the list. 👍");
    // Focus moves once the outcome is on screen (an effect after the render).
    await waitFor(() => expect(status).toHaveFocus());
    expect(api.requests.map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's refusal of an expired link", async () => {
    mockApi({
      'POST /newsletter/confirmations': {
        status: 410,
        data: { error: 'This confirmation link has expired. Subscribe again to get a new one.' },
      },
    });
    const { user } = renderRoute(<NewsletterConfirmRoute />, {
      path: '/newsletter/confirm',
      url: `/newsletter/confirm?token=${TOKEN}`,
    });
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link has expired. Subscribe again to get a new one.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says a link without its token is incomplete, and offers no button', () => {
    renderRoute(<NewsletterConfirmRoute />, { path: '/newsletter/confirm', url: '/newsletter/confirm' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Open the link from the mail again.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('/newsletter/unsubscribe', () => {
  it('unsubscribes with the one-click address only when the reader presses the button', async () => {
    const api = mockApi({ 'POST /newsletter/unsubscribe': { data: { ok: true } } });
    const { user } = renderRoute(<NewsletterUnsubscribeRoute />, {
      path: '/newsletter/unsubscribe',
      url: `/newsletter/unsubscribe?token=${UNSUBSCRIBE}`,
    });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're unsubscribed: we deleted your address and will send you nothing more.",
    );
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ params: { token: UNSUBSCRIBE }, body: { token: UNSUBSCRIBE } });
  });

  it("shows the server's refusal of a forged link", async () => {
    mockApi({
      'POST /newsletter/unsubscribe': {
        status: 400,
        data: { error: 'This link is not valid. Open the link from the mail again.' },
      },
    });
    const { user } = renderRoute(<NewsletterUnsubscribeRoute />, {
      path: '/newsletter/unsubscribe',
      url: '/newsletter/unsubscribe?token=u.1.forged',
    });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Open the link from the mail again.',
    );
  });
});
