import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import ResetPasswordPage from './reset-password';

const CODE = 'a'.repeat(128);

function setup(url: string, reply: Parameters<typeof mockApi>[0][string] = { data: { ok: true } }) {
  const api = mockApi({ 'POST /auth/reset-password': reply });
  const view = renderRoute(<ResetPasswordPage />, { path: '/reset-password', url });
  return { sent: api.requests, ...view };
}

describe('/reset-password', () => {
  it('sets the new password with the mailed code, then sends the moderator to sign in', async () => {
    const { user, sent } = setup(`/reset-password?code=${CODE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter and confirm your new password');
    await user.type(screen.getByLabelText('New password'), 'After-reset-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'After-reset-2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'After-reset-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password: your account or, for moderators, the admin.',
    );
    expect(screen.getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'the admin' })).toHaveAttribute('href', '/admin');
    expect(sent[0]?.body).toEqual({
      code: CODE,
      password: 'After-reset-2026',
      passwordConfirmation: 'After-reset-2026',
    });
  });

  it("shows the server's refusal of an old code", async () => {
    const { user } = setup(`/reset-password?code=${CODE}`, {
      status: 400,
      data: { error: 'Incorrect code provided' },
    });
    await user.type(screen.getByLabelText('New password'), 'After-reset-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'After-reset-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect code provided');
  });

  it('says a link without its code is incomplete', () => {
    setup('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is incomplete. Ask for a new one from the sign-in form.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
