import type { ReviewPhoto } from '@tampa-local/domain';
import { SafeImage } from '@/components/ui/safe-image';

/** A photo's text for people who cannot see it: what the author said, else whose photo it is. */
export function photoAlt(photo: ReviewPhoto, index: number, count: number, whose: string): string {
  return photo.alt !== '' ? photo.alt : `Photo ${index + 1} of ${count} from ${whose}`;
}

/**
 * A review's photos (`whose`: "Ana's review") as small pictures, each a link to the full-size one. The browser picks
 * the smallest size that fills the thumbnail (the upload sizes in `srcset`).
 */
export function ReviewPhotos({ photos, whose }: { photos: ReviewPhoto[]; whose: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos from ${whose}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            className="block overflow-hidden rounded-lg ring-1 ring-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300"
          >
            <SafeImage
              src={photo.url}
              srcSet={photo.srcset}
              sizes="112px"
              alt={photoAlt(photo, index, photos.length, whose)}
              width={112}
              height={84}
              className="h-21 w-28 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
