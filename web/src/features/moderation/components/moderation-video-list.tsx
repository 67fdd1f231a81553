import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoAction } from '@tampa-local/domain';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { videoPlatformLabel } from '@/lib/labels';
import type { BusinessVideo } from '@/types/api';
import { deleteVideo } from '../api/delete-video';
import { moderateVideo } from '../api/moderate-video';
import { failureToast, successToast } from '../lib/video-toasts';
import { isFocusLost } from '../lib/focus';
import { ModerationVideoCard, videoTitleId } from './moderation-video-card';

export const VIDEO_LIST_TEXT = {
  loading: 'Loading videos...',
  empty: 'No videos added for this business yet.',
  failed: 'Failed to fetch videos',
} as const;

function videoTitle(video: BusinessVideo): string {
  return video.title?.trim() || `${videoPlatformLabel(video.platform)} video`;
}

/**
 * The selected business's videos in every status, with the moderation actions
 * their status allows and Delete (after a confirmation). `onChanged` revalidates
 * the list after each change.
 */
export function ModerationVideoList<V extends BusinessVideo>({
  videos,
  error,
  isLoading,
  onChanged,
  onRetry,
  heading = 'Videos',
  total,
  emptyText = VIDEO_LIST_TEXT.empty,
  scope = 'admin-video',
  businessOf,
}: {
  videos: V[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** Revalidates the list; resolves once the new list is in. */
  onChanged: () => Promise<unknown>;
  onRetry: () => void;
  heading?: string;
  /** The number in the heading when the list shows only part (default: the videos listed). */
  total?: number;
  emptyText?: string;
  /** Keeps element ids apart when two lists are on the page. */
  scope?: string;
  /** The business of each video, for lists that mix businesses. */
  businessOf?: (video: V) => { name: string; slug: string } | undefined;
}) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<BusinessVideo | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // An action's button can disappear with the change (Approve on a video now active, a
  // deleted video): keyboard users then continue from the video's title, or the list's.
  const focusAfterChange = useRef<{ videoId: string; afterDialog: boolean } | null>(null);
  const restoreFocus = useCallback(
    (fromDialog: boolean) => {
      const pending = focusAfterChange.current;
      if (pending == null || pending.afterDialog !== fromDialog) return;
      focusAfterChange.current = null;
      // The confirm dialog hands focus back to an older element when its Delete button is gone.
      if (!fromDialog && !isFocusLost()) return;
      (document.getElementById(videoTitleId(pending.videoId, scope)) ?? headingRef.current)?.focus();
    },
    [scope],
  );
  // Runs once the changed list is on screen...
  useEffect(() => restoreFocus(false), [videos, restoreFocus]);

  async function refreshKeepingFocus(videoId: string, afterDialog = false) {
    focusAfterChange.current = { videoId, afterDialog };
    await onChanged();
    // ...or right after the refresh, when the list came back unchanged or a dialog just closed.
    window.setTimeout(() => {
      restoreFocus(afterDialog);
      restoreFocus(false);
    }, 0);
  }

  async function moderate(video: BusinessVideo, action: VideoAction) {
    setBusyId(video.id);
    try {
      await moderateVideo(video.id, action);
      toast(successToast('moderate'));
    } catch (failure) {
      toast(await failureToast('moderate', failure));
    } finally {
      setBusyId(null);
    }
    await refreshKeepingFocus(video.id);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const video = toDelete;
    setDeleting(true);
    setBusyId(video.id);
    let deleted = false;
    try {
      await deleteVideo(video.id);
      deleted = true;
      toast(successToast('delete'));
    } catch (failure) {
      toast(await failureToast('delete', failure));
    } finally {
      setDeleting(false);
      setBusyId(null);
      setToDelete(null);
    }
    await refreshKeepingFocus(video.id, deleted);
  }

  let content;
  if (error) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-sunset-50 p-4 text-slate-800">
        <p className="font-semibold">{VIDEO_LIST_TEXT.failed}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (!videos) {
    content = (
      <p role="status" className="text-slate-600">
        {isLoading ? VIDEO_LIST_TEXT.loading : ''}
      </p>
    );
  } else if (videos.length === 0) {
    content = <p className="rounded-2xl bg-slate-50 p-6 text-center text-slate-600">{emptyText}</p>;
  } else {
    content = (
      <ul className="space-y-4">
        {videos.map((video) => (
          <ModerationVideoCard
            key={video.id}
            video={video}
            busy={busyId === video.id}
            onAction={(action) => void moderate(video, action)}
            onDelete={() => setToDelete(video)}
            business={businessOf?.(video)}
            scope={scope}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${scope}s-heading`}>
      <h2 id={`${scope}s-heading`} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold text-slate-900">
        {heading}
        {videos ? ` (${total ?? videos.length})` : ''}
      </h2>
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this video?"
        confirmLabel="Delete video"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          “{toDelete ? videoTitle(toDelete) : ''}” will be removed from this business for good, whatever its status.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
