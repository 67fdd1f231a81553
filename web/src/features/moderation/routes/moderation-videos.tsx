import { VideoManagementPage } from '../components/video-management-page';

/** /admin/videos: add creator videos to a business and moderate them (its own chunk, as every route). */
export function ModerationVideosRoute() {
  return <VideoManagementPage />;
}

export default ModerationVideosRoute;
