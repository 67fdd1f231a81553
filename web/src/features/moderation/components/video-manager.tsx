import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Business } from '@/types/api';
import { useModerationVideos } from '../api/get-moderation-videos';
import { usePendingVideos } from '../api/get-pending-videos';
import { AddVideoForm } from './add-video-form';
import { ModerationVideoList } from './moderation-video-list';
import { BusinessPicker } from './business-picker';
import { SelectedBusiness } from './selected-business';

/** Keys of public business data (lists, details, videos) that a video change makes stale. */
function isPublicBusinessKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/businesses');
}

/** Keys of moderation records (a card's history, the latest actions). */
function isModerationRecordsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'moderation' && key[1] === '/moderation-records';
}

/** Shown when no video waits for moderation. */
export const QUEUE_EMPTY_TEXT = 'No videos are waiting for moderation.';

/**
 * The moderation queue (pending videos of every business, oldest first, approve or reject
 * in place), then: pick a business, add videos to it and moderate them.
 */
export function VideoManager() {
  const [selected, setSelected] = useState<Business | null>(null);
  const videos = useModerationVideos(selected?.id);
  const pending = usePendingVideos();
  const { mutate: mutateCache } = useSWRConfig();
  const { mutate: revalidateVideos } = videos;
  const { mutate: revalidatePending } = pending;

  const refresh = useCallback(async () => {
    // Public pages seen earlier in this visit load the business afresh next time.
    void mutateCache(isPublicBusinessKey, undefined, { revalidate: false });
    // Histories and the latest actions show the change.
    void mutateCache(isModerationRecordsKey);
    await Promise.all([revalidateVideos(), revalidatePending()]);
  }, [revalidateVideos, revalidatePending, mutateCache]);

  return (
    <div className="space-y-10">
      <ModerationVideoList
        heading="Pending"
        scope="pending-video"
        videos={pending.data?.items}
        total={pending.data?.total}
        error={pending.error}
        isLoading={pending.isLoading}
        onChanged={refresh}
        onRetry={() => void revalidatePending()}
        emptyText={QUEUE_EMPTY_TEXT}
        businessOf={(video) => ({ name: video.businessName, slug: video.businessSlug })}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="pick-business-heading">
            <h2 id="pick-business-heading" className="mb-3 text-xl font-bold text-slate-900">
              Select Business
            </h2>
            <BusinessPicker selected={selected} onSelect={setSelected} />
          </section>
          {selected && <SelectedBusiness business={selected} />}
          {selected && <AddVideoForm key={selected.id} business={selected} onAdded={() => void refresh()} />}
        </div>
        <div className="min-w-0 lg:col-span-2">
          {selected ? (
            <ModerationVideoList
              videos={videos.data}
              error={videos.error}
              isLoading={videos.isLoading}
              onChanged={refresh}
              onRetry={() => void revalidateVideos()}
            />
          ) : (
            <p className="rounded-2xl bg-slate-50 p-6 text-center text-slate-600">
              Choose a business to see and manage its videos.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
