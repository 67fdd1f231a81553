import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { Newsletter } from './newsletter';

const THANKS = 'Thanks! Check your inbox and follow the link we sent to get on the list.';

describe('the newsletter form', () => {
  it('posts the address and says to check the inbox only once the API accepted it', async () => {
    const api = mockApi({ 'POST /newsletter/subscriptions': { status: 202, data: { ok: true } } });
    const { user } = renderRoute(<Newsletter />);
    expect(screen.queryByText(THANKS)).toBeNull();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(api.last('/newsletter/subscriptions')).toMatchObject({
      method: 'POST',
      body: { email: 'reader@example.com' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email).toHaveValue('');
  });

  it("shows the server's refusal beside the field, announced and focused, and no thank-you", async () => {
    mockApi({
      'POST /newsletter/subscriptions': {
        status: 429,
        data: { error: 'Too many subscriptions from here. Try again later.' },
      },
    });
    const { user } = renderRoute(<Newsletter />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many subscriptions from here. Try again later.');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Too many subscriptions from here. Try again later.');
    expect(email).toHaveValue('reader@example.com');
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({
      'POST /newsletter/subscriptions': () => {
        throw new Error('offline');
      },
    });
    const { user } = renderRoute(<Newsletter />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Please try again.');
  });
});
