import { Link } from 'react-router';
import type { MyReview } from '@tampa-local/domain';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { useMyReviews } from '@/lib/my-reviews';

const STATUS: Record<MyReview['status'], { text: string; className: string }> = {
  published: { text: 'Published', className: 'bg-emerald-100 text-emerald-900' },
  pending: { text: 'Waiting for a moderator', className: 'bg-amber-100 text-amber-900' },
  removed: { text: 'Removed', className: 'bg-rose-100 text-rose-900' },
};

/** The signed-in visitor's reviews, newest first, each with its state and a moderator's reason. */
export function MyReviewsList() {
  const { data, error, isLoading } = useMyReviews(true);
  return (
    <section
      aria-labelledby="my-reviews-heading"
      className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="my-reviews-heading" className="text-xl font-bold text-slate-900">
        Your reviews
      </h2>
      {data?.displayName && <p className="mt-1 text-sm text-slate-600">Shown as {data.displayName}</p>}
      {isLoading ? (
        <p className="mt-3 text-slate-600">Loading your reviews...</p>
      ) : error ? (
        <p role="alert" className="mt-3 font-semibold text-sunset-700">
          Couldn&apos;t load your reviews. Please reload the page.
        </p>
      ) : !data || data.reviews.length === 0 ? (
        <p className="mt-3 text-slate-700">
          You haven&apos;t reviewed a place yet. Find one in{' '}
          <Link to={paths.businesses} className="font-semibold text-bay-700 underline">
            the directory
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {data.reviews.map((review) => (
            <li key={review.id} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={paths.businessReviews(review.business.slug)} className="font-semibold text-bay-700 underline">
                  {review.business.name}
                </Link>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[review.status].className}`}>
                  {STATUS[review.status].text}
                </span>
              </div>
              <StarRating className="mt-1" rating={review.rating} single />
              {review.moderationReason && (
                <p className="mt-1 text-sm text-slate-700">Moderator&apos;s note: {review.moderationReason}</p>
              )}
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
