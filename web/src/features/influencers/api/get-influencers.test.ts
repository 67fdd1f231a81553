import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { getInfluencers, influencersQuery } from './get-influencers';

describe('getInfluencers', () => {
  it('asks GET /api/influencers for a part of the niche and a page, and reads the total', async () => {
    const api = mockApi({ 'GET /influencers': { data: [], total: 7 } });
    const page = await getInfluencers({ niche: 'food', limit: 3, offset: 3 });
    expect(api.requests.map(({ url, params }) => ({ url, params }))).toEqual([
      { url: '/influencers', params: { niche: 'food', limit: '3', offset: '3' } },
    ]);
    expect(page).toEqual({ items: [], total: 7 });
  });

  it('keys its cached pages on the list’s path and what it was asked', () => {
    expect(influencersQuery.key({ niche: 'food' })).toEqual(['/influencers', { niche: 'food' }]);
  });
});
