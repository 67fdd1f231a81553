import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { resetAdminSession, storeAdminKey, storedAdminKey, TEST_ADMIN_KEY } from '../testing/admin-test-utils';
import { getAdminSession, rememberAdminKey, useAdminSession, withAdminAuth } from './admin-session';

const unauthorized = () => new ApiError(401, '401: {"error":"Invalid admin key"}', { error: 'Invalid admin key' });

describe('admin session', () => {
  beforeEach(resetAdminSession);

  it('keeps the key in sessionStorage only', () => {
    rememberAdminKey('  abc  ');
    expect(storedAdminKey()).toBe('abc');
    expect(window.localStorage.length).toBe(0);
    expect(getAdminSession()).toEqual({ key: 'abc', notice: null });
  });

  it('a 401 forgets the key and keeps the server message for the key form', async () => {
    storeAdminKey();
    const { result } = renderHook(() => useAdminSession());
    expect(result.current.key).toBe(TEST_ADMIN_KEY);

    await act(async () => {
      await expect(withAdminAuth(TEST_ADMIN_KEY, () => Promise.reject(unauthorized()))).rejects.toBeInstanceOf(
        ApiError,
      );
    });
    expect(storedAdminKey()).toBeNull();
    expect(result.current).toEqual({ key: null, notice: 'Invalid admin key' });
  });

  it('other failures keep the key', async () => {
    storeAdminKey();
    await expect(
      withAdminAuth(TEST_ADMIN_KEY, () => Promise.reject(new ApiError(409, 'conflict', { error: 'No' }))),
    ).rejects.toBeInstanceOf(ApiError);
    expect(storedAdminKey()).toBe(TEST_ADMIN_KEY);
  });

  it('a late 401 for an older key does not undo a newer one', async () => {
    storeAdminKey('new-key');
    await expect(withAdminAuth('old-key', () => Promise.reject(unauthorized()))).rejects.toBeInstanceOf(ApiError);
    expect(storedAdminKey()).toBe('new-key');
  });
});
