import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { SafeImage } from '@/components/ui/safe-image';
import { videoPlatformLabel } from '@/lib/labels';
import type { BusinessVideo } from '@/types/api';
import { VideoDialog } from './video-dialog';
import { VideoStats } from './video-stats';

const VIDEO_PLACEHOLDER = '/images/video-placeholder.svg';

/** A video thumbnail that opens the preview dialog. */
export function VideoCard({ video, tone = 'light' }: { video: BusinessVideo; tone?: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false);
  const title = video.title ?? `${videoPlatformLabel(video.platform)} video`;
  return (
    <div
      className={`flex h-full flex-col overflow-hidden rounded-xl ${tone === 'dark' ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white ring-1 ring-slate-200'}`}
    >
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="group relative block aspect-[9/12] w-full overflow-hidden bg-night-900 text-left"
      >
        <SafeImage
          src={video.thumbnailUrl}
          fallback={VIDEO_PLACEHOLDER}
          alt=""
          className="h-full w-full object-cover transition-transform group-hover:scale-105"
        />
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/90 text-bay-900 shadow-lg">
            ▶
          </span>
        </span>
        <span className="sr-only">Play video: </span>
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent p-2 text-xs font-semibold text-white">
          {title}
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-1.5 p-2">
        <div className="flex flex-wrap items-center gap-1">
          {video.creatorUsername && (
            <span className={`truncate text-xs ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
              @{video.creatorUsername}
            </span>
          )}
          {video.isOwnContent && <Badge tone="sunset">Owner</Badge>}
        </div>
        <VideoStats video={video} tone={tone} />
      </div>
      {open && <VideoDialog video={video} open={open} onClose={() => setOpen(false)} />}
    </div>
  );
}
