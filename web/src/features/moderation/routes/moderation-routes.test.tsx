import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { resetModeratorSession } from '../testing/moderation-test-utils';
import { ModerationRoute } from './moderation';
import { ModerationVideosRoute } from './moderation-videos';

describe('moderation routes', () => {
  beforeEach(() => {
    resetModeratorSession();
    mockApi({});
  });

  it('/admin loads the admin tools page', async () => {
    renderRoute(<ModerationRoute />, { path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(document.title).toBe('Admin | Tampa Local');
  });

  it('/admin/videos loads video management, asking a moderator to sign in first', async () => {
    renderRoute(<ModerationVideosRoute />, { path: '/admin/videos' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Moderator sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Video Management | Tampa Local');
  });
});
