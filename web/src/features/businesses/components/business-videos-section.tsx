import { useBusinessVideos } from '../api/get-business-videos';
import { NO_VIDEOS_TEXT } from './business-card-videos';
import { VideoCard } from './video-card';

export const VIDEOS_SECTION_ID = 'videos';

/** Every active video of the business; the target of 'View All N Videos' (#videos). */
export function BusinessVideosSection({ slug }: { slug: string }) {
  const { data: videos, error, isLoading } = useBusinessVideos(slug);
  return (
    <section id={VIDEOS_SECTION_ID} aria-labelledby="videos-heading" className="scroll-mt-6">
      <h2 id="videos-heading" className="text-2xl font-bold text-white">
        Videos{videos && videos.length > 0 ? ` (${videos.length})` : ''}
      </h2>
      <div className="mt-4">
        {isLoading ? (
          <p role="status" className="text-slate-300">
            Loading videos...
          </p>
        ) : error || !videos ? null : videos.length === 0 ? (
          <p className="text-slate-300">{NO_VIDEOS_TEXT}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {videos.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} tone="dark" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
