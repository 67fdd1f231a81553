import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Business } from '@/types/api';
import { useAdminVideos } from '../api/get-admin-videos';
import { AddVideoForm } from './add-video-form';
import { AdminVideoList } from './admin-video-list';
import { BusinessPicker } from './business-picker';
import { SelectedBusiness } from './selected-business';

/** Keys of public business data (lists, details, videos) that a video change makes stale. */
function isPublicBusinessKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/businesses');
}

/** Pick a business, add videos to it and moderate them. */
export function VideoManager({ adminKey }: { adminKey: string }) {
  const [selected, setSelected] = useState<Business | null>(null);
  const videos = useAdminVideos(selected?.id);
  const { mutate: mutateCache } = useSWRConfig();
  const { mutate: revalidateVideos } = videos;

  const refresh = useCallback(async () => {
    // Public pages seen earlier in this visit load the business afresh next time.
    void mutateCache(isPublicBusinessKey, undefined, { revalidate: false });
    await revalidateVideos();
  }, [revalidateVideos, mutateCache]);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="pick-business-heading">
          <h2 id="pick-business-heading" className="mb-3 text-xl font-bold text-slate-900">
            Select Business
          </h2>
          <BusinessPicker selected={selected} onSelect={setSelected} />
        </section>
        {selected && <SelectedBusiness business={selected} />}
        {selected && (
          <AddVideoForm key={selected.id} business={selected} adminKey={adminKey} onAdded={() => void refresh()} />
        )}
      </div>
      <div className="min-w-0 lg:col-span-2">
        {selected ? (
          <AdminVideoList
            videos={videos.data}
            error={videos.error}
            isLoading={videos.isLoading}
            adminKey={adminKey}
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
  );
}
