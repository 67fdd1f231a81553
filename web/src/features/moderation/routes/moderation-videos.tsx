import { DataDefaults } from '@/lib/prefetched';
import { VideoManagementPage } from '../components/video-management-page';

/** /admin/videos: add creator videos to a business and moderate them (its own chunk, as every route). */
export function ModerationVideosRoute() {
  return (
    <DataDefaults>
      <VideoManagementPage />
    </DataDefaults>
  );
}

export default ModerationVideosRoute;
