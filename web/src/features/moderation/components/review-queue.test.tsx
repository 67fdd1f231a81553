import { screen } from '@testing-library/react';
import type { PendingReview } from '@tampa-local/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import {
  recordRequests,
  resetModeratorSession,
  signedInAsModerator,
  TEST_CSRF_TOKEN,
} from '../testing/moderation-test-utils';
import { ReviewQueue } from './review-queue';

const REPORTED: PendingReview = {
  id: 41,
  business: { slug: 'harbor-brunch', name: 'Harbor Brunch' },
  rating: 1,
  text: 'Worst place ever, visit my site instead.',
  visitedMonth: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  editedAt: '2026-11-21T15:00:00.000Z',
  status: 'published',
  moderationReason: null,
  helpfulCount: 0,
  photos: [
    { id: 7, url: '/uploads/review_41_a1.png', srcset: null, width: 640, height: 480, alt: 'A flyer for another site' },
    { id: 8, url: '/uploads/review_41_b2.png', srcset: null, width: 640, height: 480, alt: '' },
  ],
  authorName: 'Spam S.',
  reports: [{ reason: 'spam', count: 3 }],
  previousVersions: [{ rating: 2, text: 'Meh.', visitedMonth: null, replacedAt: '2026-11-21T15:00:00.000Z' }],
  heldBecause: 'report',
};

describe('the review queue', () => {
  beforeEach(() => {
    resetModeratorSession();
    signedInAsModerator();
  });

  it('shows why each review waits, its reports and earlier versions; removing needs a reason, which is sent', async () => {
    const { sent, onRequest } = recordRequests();
    let queue = [REPORTED];
    mockApi(
      {
        'GET /reviews/pending': () => ({ data: queue, total: queue.length }),
        'POST /reviews/41/moderation': () => {
          queue = [];
          return { data: { ...REPORTED, status: 'removed', moderationReason: 'Advertising' } };
        },
      },
      { onRequest },
    );
    const { user } = renderRoute(<ReviewQueue />);
    const item = await screen.findByRole('article', { name: 'Spam S. on Harbor Brunch' });
    expect(item).toHaveTextContent('Reported by visitors (still published)');
    expect(item).toHaveTextContent('Reports: spam (3)');
    expect(item).toHaveTextContent('Earlier versions (1)');
    // Moderators judge the photos too: each links to its full size.
    expect(screen.getByRole('img', { name: 'A flyer for another site' }).closest('a')).toHaveAttribute(
      'href',
      '/uploads/review_41_a1.png',
    );
    expect(screen.getByRole('img', { name: "Photo 2 of 2 from Spam S.'s review" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews to moderate (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for removing the review');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/Reason/), 'Advertising');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No review is waiting.')).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ action: 'remove', reason: 'Advertising' });
    expect(post?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });
});
