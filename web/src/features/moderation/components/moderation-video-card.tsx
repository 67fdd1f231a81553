import {
  VIDEO_ACTIONS,
  VIDEO_ACTION_LABELS,
  VIDEO_STATUS_LABELS,
  formatCompactCount,
  type VideoAction,
  type VideoStatus,
} from '@tampa-local/domain';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { videoPlatformLabel } from '@/lib/labels';
import type { BusinessVideo } from '@/types/api';
import { VideoHistory } from './moderation-history';

const STATUS_TONES: Record<VideoStatus, BadgeTone> = {
  pending: 'sunset',
  active: 'palm',
  rejected: 'slate',
};

/** The moderation actions offered for a status (Delete is always offered on top). */
export function actionsFor(status: string): readonly VideoAction[] {
  return VIDEO_ACTIONS[status as VideoStatus] ?? [];
}

/** The id of a video's title, so focus can be sent there after a change. */
export function videoTitleId(videoId: string, scope = 'admin-video'): string {
  return `${scope}-${videoId.replace(/[^\w-]/g, '_')}-title`;
}

/** Only web links are linked; anything else is shown as text. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** One video with its status, notes, counts, link and the actions its status allows. */
export function ModerationVideoCard({
  video,
  busy,
  onAction,
  onDelete,
  business,
  scope,
}: {
  video: BusinessVideo;
  busy: boolean;
  onAction: (action: VideoAction) => void;
  onDelete: () => void;
  /** The business the video belongs to, shown where videos of several businesses are listed. */
  business?: { name: string; slug: string };
  /** Keeps element ids apart when the same video is on the page twice. */
  scope?: string;
}) {
  const titleId = videoTitleId(video.id, scope);
  const platform = videoPlatformLabel(video.platform);
  const title = video.title?.trim() || `${platform} video`;
  const statusLabel = VIDEO_STATUS_LABELS[video.status as VideoStatus] ?? video.status;
  const counts = [
    { label: 'likes', icon: '♥', value: video.likeCount },
    { label: 'comments', icon: '💬', value: video.commentCount },
    { label: 'shares', icon: '↗', value: video.shareCount },
  ];

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} tabIndex={-1} className="font-bold text-slate-900">
            {title}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span>{platform}</span>
            <span aria-hidden="true">·</span>
            <span>{video.creatorUsername ? `@${video.creatorUsername}` : 'Creator not known'}</span>
            {video.isOwnContent && <Badge tone="bay">Own content</Badge>}
          </p>
          {business && (
            <p className="mt-0.5 text-sm text-slate-700">
              For{' '}
              <Link to={paths.business(business.slug)} className="font-semibold text-bay-700 underline">
                {business.name}
              </Link>
            </p>
          )}
        </div>
        <Badge tone={STATUS_TONES[video.status as VideoStatus] ?? 'slate'}>
          <span className="sr-only">Status: </span>
          {statusLabel}
        </Badge>
      </div>

      {video.description && <p className="mt-2 text-sm text-slate-700">{video.description}</p>}
      {video.notes && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold">Notes:</span> {video.notes}
        </p>
      )}

      <ul className="mt-3 flex gap-4 text-xs font-medium text-slate-700">
        {counts.map((count) => (
          <li key={count.label} className="flex items-center gap-1">
            <span aria-hidden="true">{count.icon}</span>
            <span>{formatCompactCount(count.value ?? 0)}</span>
            <span className="sr-only">{count.label}</span>
          </li>
        ))}
      </ul>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {isWebUrl(video.videoUrl) ? (
          <a
            href={video.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
            className="text-sm font-semibold text-bay-700 underline hover:text-bay-800"
          >
            Watch on {platform}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="min-w-0 truncate text-sm text-slate-600">{video.videoUrl}</span>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {actionsFor(video.status).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'approve' ? 'secondary' : 'outline'}
              aria-describedby={titleId}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {VIDEO_ACTION_LABELS[action]}
            </Button>
          ))}
          <button
            type="button"
            aria-describedby={titleId}
            disabled={busy}
            onClick={onDelete}
            className="inline-flex items-center justify-center rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-sunset-800 ring-1 ring-sunset-200 transition-colors hover:bg-sunset-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Delete
          </button>
        </div>
      </div>
      <VideoHistory videoId={video.id} describedBy={titleId} />
    </li>
  );
}
