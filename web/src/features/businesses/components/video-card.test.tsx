import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeVideo } from '@/testing/fixtures';
import { VideoCard } from './video-card';

describe('VideoCard and its dialog', () => {
  it('shows compact counts and opens a dialog with the platform label, Owner badge and player', async () => {
    const user = userEvent.setup();
    render(
      <VideoCard video={makeVideo({ isOwnContent: true, likeCount: 1520, commentCount: 87, shareCount: 1_500_000 })} />,
    );

    expect(screen.getByText('1.5K')).toBeInTheDocument();
    expect(screen.getByText('87')).toBeInTheDocument();
    expect(screen.getByText('1.5M')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Play video/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('TikTok Content')).toBeInTheDocument();
    expect(within(dialog).getByText('Owner')).toBeInTheDocument();
    expect(within(dialog).getByText('1.5M')).toBeInTheDocument();
    expect(within(dialog).getByTitle(/TikTok player/)).toHaveAttribute(
      'src',
      'https://www.tiktok.com/embed/v2/7300000000000000001',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("has no Owner badge for creators' videos", async () => {
    const user = userEvent.setup();
    render(
      <VideoCard
        video={makeVideo({
          isOwnContent: false,
          platform: 'youtube',
          embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
        })}
      />,
    );
    expect(screen.queryByText('Owner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('YouTube Content')).toBeInTheDocument();
    expect(within(dialog).queryByText('Owner')).not.toBeInTheDocument();
  });
});
