import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { getBusinessVideos } from './get-business-videos';

describe('getBusinessVideos', () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs nothing for an unknown business's 404: the page answers it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /businesses/nope/videos': { status: 404, data: { error: 'Business not found' } } });
    await expect(getBusinessVideos('nope')).rejects.toMatchObject({ status: 404 });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure as one line, without a stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /businesses/harbor-brunch/videos': { status: 503, data: { error: 'down' } } });
    await expect(getBusinessVideos('harbor-brunch')).rejects.toMatchObject({ status: 503 });
    expect(log).toHaveBeenCalledWith('Failed to fetch videos', '503: {"error":"down"}');
  });
});
