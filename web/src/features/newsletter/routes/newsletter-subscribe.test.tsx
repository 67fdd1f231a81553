import { screen } from '@testing-library/react';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { Newsletter } from '../components/newsletter';
import { action } from './newsletter-subscribe';

const SITE = 'https://tampalocal.example';

function formPost(body: string, headers: Record<string, string> = { Origin: SITE }): Request {
  return new Request(`${SITE}/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

async function send(request: Request, clientAddress = '203.0.113.7') {
  const context: AppLoadContext = { nonce: '', clientAddress };
  const result = await action({ request, context, params: {}, url: new URL(request.url), pattern: '/newsletter' });
  return { outcome: result.data, status: result.init?.status ?? 200 };
}

describe('POST /newsletter (a form sent before the script ran)', () => {
  it("asks the cms for the subscription in the visitor's name and thanks them", async () => {
    const api = mockApi({ 'POST /newsletter/subscriptions': { status: 202, data: { ok: true } } });
    const { outcome, status } = await send(formPost('email=%20reader%40example.com%20'));
    expect(status).toBe(200);
    expect(outcome).toEqual({ status: 'sent' });
    const sent = api.last('/newsletter/subscriptions');
    expect(sent).toMatchObject({ method: 'POST', body: { email: 'reader@example.com' } });
    // The cms's limits per client count the visitor, not the web server.
    expect(sent?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it("answers the cms's refusal with its status and words, keeping the address to correct", async () => {
    mockApi({
      'POST /newsletter/subscriptions': {
        status: 429,
        data: { error: 'Too many subscriptions from here. Try again later.' },
      },
    });
    const { outcome, status } = await send(formPost('email=reader%40example.com'));
    expect(status).toBe(429);
    expect(outcome).toEqual({
      status: 'failed',
      message: 'Too many subscriptions from here. Try again later.',
      email: 'reader@example.com',
    });
  });

  it('sends a body that is no form as an empty address, which the cms refuses', async () => {
    const api = mockApi({
      'POST /newsletter/subscriptions': { status: 400, data: { error: 'Enter a valid email address' } },
    });
    const request = new Request(`${SITE}/newsletter`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: '{"email":"reader@example.com"}',
    });
    const { outcome, status } = await send(request);
    expect(status).toBe(400);
    expect(outcome).toMatchObject({ status: 'failed', message: 'Enter a valid email address' });
    expect(api.last('/newsletter/subscriptions')?.body).toEqual({ email: '' });
  });

  it('says so when the cms cannot be reached (503)', async () => {
    mockApi({
      'POST /newsletter/subscriptions': () => {
        throw new Error('connection refused');
      },
    });
    const { outcome, status } = await send(formPost('email=reader%40example.com'));
    expect(status).toBe(503);
    expect(outcome).toMatchObject({ status: 'failed', message: 'Could not reach the server. Please try again.' });
  });
});

describe('the form as served', () => {
  it('is a real form to /newsletter, so a browser can send it before the script runs', () => {
    renderRoute(<Newsletter />);
    const form = screen.getByRole('form', { name: 'Get the best of Tampa, weekly' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
  });

  it("shows the server's answer: the refusal beside the address sent", () => {
    renderRoute(
      <Newsletter outcome={{ status: 'failed', message: 'Enter a valid email address', email: 'reader@localhost' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@localhost');
  });
});
