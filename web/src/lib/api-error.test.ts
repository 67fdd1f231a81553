import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { ApiError, apiErrorFromResponse, isNotFound } from './api-error';
import { apiGet, apiGetList, cleanParams } from './api-request';

describe('ApiError (spec §8)', () => {
  it("is '<status>: <body>' with the body as sent", () => {
    const error = apiErrorFromResponse(404, 'Not Found', { error: 'Business not found' });
    expect(error.message).toBe('404: {"error":"Business not found"}');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Business not found');
  });

  it('uses the status text when the body is empty', () => {
    expect(apiErrorFromResponse(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
    expect(apiErrorFromResponse(500, 'Internal Server Error', null).message).toBe('500: Internal Server Error');
  });

  it('keeps a text body as it is', () => {
    expect(apiErrorFromResponse(503, 'Service Unavailable', 'down for maintenance').message).toBe(
      '503: down for maintenance',
    );
  });

  it('is what a failed request rejects with', async () => {
    mockApi({ 'GET /businesses/nope': { status: 404, data: { error: 'Business not found' } } });
    const failure = await apiGet('/businesses/nope').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('404: {"error":"Business not found"}');
    expect(isNotFound(failure)).toBe(true);
  });
});

describe('api requests', () => {
  it('leaves out absent and blank parameters', () => {
    expect(cleanParams({ q: '  tacos ', category: undefined, area: '', featured: false, limit: 3 })).toEqual({
      q: 'tacos',
      featured: false,
      limit: 3,
    });
  });

  it('reads the total from X-Total-Count', async () => {
    mockApi({ 'GET /events': { data: [{ id: 'a' }], total: 42 } });
    await expect(apiGetList('/events')).resolves.toEqual({ items: [{ id: 'a' }], total: 42 });
  });

  it('reads a searched total that stopped at its bound from X-Total-Relation', async () => {
    mockApi({ 'GET /events': { data: [{ id: 'a' }], total: 1000, headers: { 'X-Total-Relation': 'gte' } } });
    await expect(apiGetList('/events')).resolves.toEqual({ items: [{ id: 'a' }], total: 1000, totalAtLeast: true });
    mockApi({ 'GET /events': { data: [{ id: 'a' }], total: 1000, headers: { 'X-Total-Relation': 'eq' } } });
    await expect(apiGetList('/events')).resolves.toEqual({ items: [{ id: 'a' }], total: 1000 });
  });
});
