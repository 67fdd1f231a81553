import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '@/testing/fixtures';
import { VideoEmbed } from './video-embed';

describe('VideoEmbed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("frames the player, then falls back to 'View Content' if it has not loaded after 4000 ms", () => {
    const video = makeVideo();
    render(<VideoEmbed video={video} />);
    const frame = screen.getByTitle(/TikTok player/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', video.embedUrl);
    expect(screen.queryByRole('link', { name: 'View Content' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByTitle(/TikTok player/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTitle(/TikTok player/)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View Content' });
    expect(link).toHaveAttribute('href', video.videoUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('keeps the player once it has loaded', () => {
    render(<VideoEmbed video={makeVideo()} />);
    act(() => {
      screen.getByTitle(/TikTok player/).dispatchEvent(new Event('load'));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTitle(/TikTok player/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Content' })).not.toBeInTheDocument();
  });

  it('shows the placeholder at once on screens under 768 px', () => {
    window.innerWidth = 767;
    render(<VideoEmbed video={makeVideo()} />);
    expect(screen.queryByTitle(/TikTok player/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Content' })).toBeInTheDocument();
  });

  it('never frames a player from an unknown domain', () => {
    render(<VideoEmbed video={makeVideo({ embedUrl: 'https://evil.example/embed/1' })} />);
    expect(screen.queryByTitle(/player/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Content' })).toBeInTheDocument();
  });
});
