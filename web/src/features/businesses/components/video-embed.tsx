import { useEffect, useState } from 'react';
import { VIDEO_EMBED_ORIGINS } from '@tampa-local/domain';
import { EMBED_CHECK_DELAY_MS, VIDEO_FALLBACK_BREAKPOINT_PX } from '@/config/ui';
import { buttonClass } from '@/components/ui/button';
import { SafeImage } from '@/components/ui/safe-image';
import { videoPlatformLabel } from '@/lib/labels';
import type { BusinessVideo } from '@/types/api';

const VIDEO_PLACEHOLDER = '/images/video-placeholder.svg';

export function isNarrowViewport(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < VIDEO_FALLBACK_BREAKPOINT_PX;
}

/** Only players from the platforms' own embed domains are ever framed. */
export function isTrustedEmbedUrl(url: string): boolean {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' && (VIDEO_EMBED_ORIGINS as readonly string[]).includes(origin);
  } catch {
    return false;
  }
}

type EmbedVideo = Pick<
  BusinessVideo,
  'title' | 'platform' | 'videoUrl' | 'embedUrl' | 'thumbnailUrl' | 'creatorUsername'
>;

function VideoFallback({ video }: { video: EmbedVideo }) {
  const platform = videoPlatformLabel(video.platform);
  return (
    <div className="relative flex h-full min-h-72 w-full flex-col items-center justify-center overflow-hidden rounded-xl bg-night-950 p-6 text-center">
      <SafeImage
        src={video.thumbnailUrl}
        fallback={VIDEO_PLACEHOLDER}
        alt=""
        className="absolute inset-0 h-full w-full object-cover opacity-40"
      />
      <div className="relative">
        <p className="font-semibold text-white">Watch this video on {platform}</p>
        {video.creatorUsername && <p className="mt-1 text-sm text-slate-200">@{video.creatorUsername}</p>}
        <a
          href={video.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('dark', 'md', 'mt-4')}
        >
          View Content
        </a>
      </div>
    </div>
  );
}

/**
 * The platform's player in an iframe. Narrow screens (under 768 px) get a
 * static placeholder with a 'View Content' link straight away; so does any
 * player that has not loaded 4000 ms after opening (blocked by the network,
 * a content blocker or the platform).
 */
export function VideoEmbed({ video }: { video: EmbedVideo }) {
  const trusted = isTrustedEmbedUrl(video.embedUrl);
  const [fallback, setFallback] = useState(() => !trusted || isNarrowViewport());
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (fallback || loaded) return undefined;
    const timer = setTimeout(() => setFallback(true), EMBED_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fallback, loaded]);

  if (fallback) return <VideoFallback video={video} />;

  const portrait = video.platform === 'tiktok' || video.platform === 'instagram';
  return (
    <div
      className={`mx-auto w-full overflow-hidden rounded-xl bg-black ${portrait ? 'aspect-[9/16] max-h-[70vh] max-w-sm' : 'aspect-video'}`}
    >
      <iframe
        src={video.embedUrl}
        title={`${video.title ?? 'Video'} (${videoPlatformLabel(video.platform)} player)`}
        className="h-full w-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
