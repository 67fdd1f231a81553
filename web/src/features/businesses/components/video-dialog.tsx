import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Badge } from '@/components/ui/badge';
import { videoPlatformLabel } from '@/lib/labels';
import type { BusinessVideo } from '@/types/api';
import { VideoEmbed } from './video-embed';
import { VideoStats } from './video-stats';

export function videoContentLabel(platform: string): string {
  return `${videoPlatformLabel(platform)} Content`;
}

/** The video preview: platform label, Owner badge, counts and the player. */
export function VideoDialog({ video, open, onClose }: { video: BusinessVideo; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-night-950/80" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-night-900 p-5 text-white shadow-2xl ring-1 ring-white/10">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-xs font-semibold uppercase tracking-wide text-sunset-300">
                  {videoContentLabel(video.platform)}
                </p>
                {video.isOwnContent && <Badge tone="sunset">Owner</Badge>}
              </div>
              <DialogTitle className="mt-1 text-lg font-bold">
                {video.title ?? `${videoPlatformLabel(video.platform)} video`}
              </DialogTitle>
              {video.creatorUsername && <p className="text-sm text-slate-300">@{video.creatorUsername}</p>}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-2 text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
              aria-label="Close video"
            >
              <svg
                viewBox="0 0 20 20"
                className="h-5 w-5"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <VideoEmbed video={video} />
          {video.description && <p className="mt-4 text-sm text-slate-200">{video.description}</p>}
          <div className="mt-4">
            <VideoStats video={video} tone="dark" />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
