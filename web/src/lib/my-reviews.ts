import type { MyReviews } from '@tampa-local/domain';
import useSWR from 'swr';
import { accountRequest } from './account-session';

/**
 * The signed-in visitor's reviews (GET /api/account/reviews): on the account page, and on
 * a business page to find their own review and the ones they marked helpful.
 */
export const MY_REVIEWS_KEY = '/account/reviews';

export function useMyReviews(signedIn: boolean) {
  return useSWR(signedIn ? MY_REVIEWS_KEY : null, () =>
    accountRequest<MyReviews>({ method: 'get', url: MY_REVIEWS_KEY }),
  );
}
