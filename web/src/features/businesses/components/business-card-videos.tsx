import { Link } from 'react-router';
import { CARD_VIDEO_PREVIEW_LIMIT } from '@tampa-local/domain';
import { paths } from '@/config/paths';
import { useBusinessVideos } from '../api/get-business-videos';
import { VideoCard } from './video-card';

export const NO_VIDEOS_TEXT = 'No TikTok videos available for this business yet.';

/**
 * The expanded video gallery of a business card: at most three videos and a
 * link to the business page's full list. A failed load shows nothing (spec §8).
 */
export function BusinessCardVideos({ slug }: { slug: string }) {
  const { data: videos, error, isLoading } = useBusinessVideos(slug);

  if (isLoading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading videos...
      </p>
    );
  }
  if (error || !videos) return null;
  if (videos.length === 0) return <p className="text-sm text-slate-600">{NO_VIDEOS_TEXT}</p>;

  return (
    <div>
      <ul className="grid grid-cols-3 gap-2">
        {videos.slice(0, CARD_VIDEO_PREVIEW_LIMIT).map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
      {videos.length > CARD_VIDEO_PREVIEW_LIMIT && (
        <Link
          to={paths.businessVideos(slug)}
          className="mt-3 inline-block text-sm font-semibold text-bay-700 underline-offset-2 hover:underline"
        >
          View All {videos.length} Videos
        </Link>
      )}
    </div>
  );
}

export default BusinessCardVideos;
