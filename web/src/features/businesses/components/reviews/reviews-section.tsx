import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_DEFAULT_SORT,
  REVIEW_SORTS,
  type MyReview,
  type ReviewPage,
  type ReviewSort,
} from '@tampa-local/domain';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { checkAccountSessionIfHinted, useAccountSession } from '@/lib/account-session';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/session-store';
import { businessPageData, businessQuery, getBusiness } from '../../api/get-business';
import { FRESH, getReviews, reviewParams, useReviews } from '../../api/get-reviews';
import { useMyReviews } from '@/lib/my-reviews';
import { addReviewPhoto, deleteReview, editReview, removeReviewPhoto, writeReview } from '../../api/review-actions';
import { ReviewForm, type ChosenPhoto, type ReviewFormValues } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewPhotos } from '@/components/ui/review-photos';

export const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

const STATUS_TEXT: Record<MyReview['status'], string> = {
  published: 'Published',
  pending: 'Waiting for a moderator',
  removed: 'Removed by a moderator',
};

/**
 * Sends the photos chosen with a review, once the review is saved, one at a time. The
 * review stays whatever happens to them; what could not be added is said, file by file.
 */
async function sendPhotos(reviewId: number, photos: ChosenPhoto[]): Promise<string | null> {
  const failures: string[] = [];
  for (const photo of photos) {
    try {
      await addReviewPhoto(reviewId, photo.file, photo.alt);
    } catch (caught) {
      failures.push(`${photo.file.name}: ${errorText(caught) ?? 'could not be added'}`);
    }
  }
  return failures.length === 0 ? null : `Your review is saved, but not every photo: ${failures.join('; ')}.`;
}

/** Count per star, 5★ first, as bars with their numbers (the numbers are the accessible text). */
function Histogram({ page }: { page: ReviewPage }) {
  const total = page.histogram.reduce((sum, count) => sum + count, 0);
  return (
    <div>
      {/* The figures as a number and a count: the stars beside them are the page's heading's. */}
      <p className="flex items-baseline gap-2 text-white">
        <span className="text-4xl font-extrabold">{page.rating === null ? '–' : page.rating.toFixed(1)}</span>
        <span className="text-sm text-slate-300">
          {page.rating === null ? 'no rating yet' : 'out of 5'} from{' '}
          {page.reviewCount === 1 ? '1 review' : `${page.reviewCount.toLocaleString('en-US')} reviews`}
        </span>
      </p>
      <ol className="mt-4 space-y-1.5" aria-label="Reviews by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = page.histogram[stars - 1] ?? 0;
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 text-slate-200">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-12 text-right tabular-nums text-slate-200">{count.toLocaleString('en-US')}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The signed-in visitor's own review of this business, its state, and edit or delete. */
function OwnReview({
  review,
  onChanged,
  notice: writtenNotice,
}: {
  review: MyReview;
  onChanged: () => Promise<void>;
  /** What writing it left to say (a photo that could not be added). */
  notice: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (editing) {
    return (
      <div>
        <h3 className="mb-3 text-lg font-semibold text-white">Edit your review</h3>
        <ReviewForm
          initial={review}
          needsDisplayName={false}
          submitLabel="Save changes"
          busyLabel="Saving…"
          serverError={error}
          onCancel={() => setEditing(false)}
          savedPhotos={review.photos}
          onRemovePhoto={async (photo) => {
            try {
              await removeReviewPhoto(review.id, photo.id);
              setError(null);
              await onChanged();
            } catch (caught) {
              setError(errorText(caught) ?? 'Could not remove the photo. Please try again.');
            }
          }}
          onSubmit={async (values) => {
            try {
              await editReview(review.id, {
                rating: values.rating,
                text: values.text,
                visitedMonth: values.visitedMonth,
              });
              setError(null);
              setNotice(await sendPhotos(review.id, values.photos));
              setEditing(false);
              await onChanged();
            } catch (caught) {
              setError(errorText(caught) ?? 'Could not save your review. Please try again.');
            }
          }}
        />
      </div>
    );
  }
  const held = review.status === 'pending';
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-white">Your review</h3>
      <StarRating rating={review.rating} single tone="dark" />
      <p className="text-sm text-slate-200">
        <span className="font-semibold">{STATUS_TEXT[review.status]}</span>
        {review.moderationReason && <>: {review.moderationReason}</>}
        {held && !review.moderationReason && <> · A moderator will read it before it appears.</>}
      </p>
      <p className="line-clamp-3 whitespace-pre-line break-words text-slate-300">{review.text}</p>
      <ReviewPhotos photos={review.photos} whose="your review" />
      {(notice ?? writtenNotice) && (
        <p role="status" className="text-sm text-slate-200">
          {notice ?? writtenNotice}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-rose-300">
          {error}
        </p>
      )}
      <div className="flex gap-3">
        <button type="button" onClick={() => setEditing(true)} className={buttonClass('darkOutline', 'sm')}>
          Edit your review
        </button>
        <button type="button" onClick={() => setConfirming(true)} className={buttonClass('darkOutline', 'sm')}>
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your review?"
        confirmLabel="Delete review"
        busyLabel="Deleting…"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          void deleteReview(review.id)
            .then(onChanged)
            .catch((caught: unknown) => setError(errorText(caught) ?? 'Could not delete your review.'))
            .finally(() => {
              setBusy(false);
              setConfirming(false);
            });
        }}
      >
        It disappears from the page, and the business&apos;s rating is worked out again without it.
      </ConfirmDialog>
    </div>
  );
}

/** Sign in, write, or the visitor's own review: whichever applies. */
function WriteArea({ slug, onChanged }: { slug: string; onChanged: () => Promise<void> }) {
  const session = useAccountSession();
  const signedIn = session.status === 'signed-in';
  const mine = useMyReviews(signedIn);
  const [writing, setWriting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void checkAccountSessionIfHinted();
  }, []);

  if (session.status === 'checking' || (signedIn && mine.isLoading)) return null;
  if (!signedIn) {
    return (
      <p className="text-slate-200">
        Been here?{' '}
        <Link to={paths.account} className="font-semibold text-sky-300 underline hover:text-sky-200">
          Sign in to write a review
        </Link>
      </p>
    );
  }
  const own = mine.data?.reviews.find((review) => review.business.slug === slug);
  const refresh = async () => {
    await mine.mutate();
    await onChanged();
  };
  if (own) return <OwnReview review={own} onChanged={refresh} notice={notice} />;
  if (!writing) {
    return (
      <div className="space-y-2">
        {notice && (
          <p role="status" className="text-sm text-slate-200">
            {notice}
          </p>
        )}
        <button type="button" onClick={() => setWriting(true)} className={buttonClass('dark', 'md')}>
          Write a review
        </button>
      </div>
    );
  }
  return (
    <div>
      <h3 className="mb-3 text-lg font-semibold text-white">Write a review</h3>
      <ReviewForm
        needsDisplayName={!mine.data?.displayName}
        submitLabel="Post review"
        busyLabel="Posting…"
        serverError={error}
        onCancel={() => setWriting(false)}
        onSubmit={async (values: ReviewFormValues) => {
          try {
            const { photos, ...review } = values;
            const saved = await writeReview({ business: slug, ...review });
            setError(null);
            const photoNotice = await sendPhotos(saved.id, photos);
            setWriting(false);
            const heldNotice =
              saved.status === 'pending' ? 'Thanks! A moderator will read your review before it appears.' : null;
            setNotice([heldNotice, photoNotice].filter(Boolean).join(' ') || null);
            await refresh();
          } catch (caught) {
            // Already reviewed (from another tab): show that review with its edit button.
            if (isApiError(caught) && caught.status === 409) await refresh();
            setError(errorText(caught) ?? 'Could not post your review. Please try again.');
          }
        }}
      />
    </div>
  );
}

/**
 * The business page's reviews, rendered on the server from `?sort=` and `?page=`: the
 * histogram, the sort as links, ten reviews a page and real links to the neighbouring
 * pages, so crawlers and people without JavaScript read them all.
 */
export function ReviewsSection({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const { sort, page } = reviewParams(searchParams);
  const { data, error, mutate } = useReviews(slug, sort, page);
  const session = useAccountSession();
  const signedIn = session.status === 'signed-in';
  const mine = useMyReviews(signedIn);
  const { mutate: mutateAny } = useSWRConfig();

  // After the visitor's own change, past the browser's copies: the figures changed too.
  const refresh = async () => {
    await Promise.all([
      mutate(getReviews(slug, sort, page, true), { revalidate: false }),
      mutateAny(businessQuery.key(slug), getBusiness(slug, FRESH).then(businessPageData), { revalidate: false }),
    ]);
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE)) : 1;
  const ownIds = new Set(mine.data?.reviews.map((review) => review.id));
  const helpful = new Set(mine.data?.helpful);

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-6">
      <h2 id="reviews-heading" className="mb-4 text-2xl font-bold text-white">
        Reviews
      </h2>
      {error && !data ? (
        <ErrorMessage tone="dark" title="Couldn't load the reviews" error={error} onRetry={() => void mutate()} />
      ) : data ? (
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-6">
            <Histogram page={data} />
            <WriteArea slug={slug} onChanged={refresh} />
          </div>
          <div className="lg:col-span-2">
            {data.total === 0 ? (
              <p className="text-slate-200">No reviews yet. Be the first to say what it&apos;s like.</p>
            ) : (
              <>
                <nav aria-label="Sort reviews" className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-slate-300">Sort by:</span>
                  {REVIEW_SORTS.map((value) => (
                    <Link
                      key={value}
                      to={paths.businessReviews(slug, { sort: value === REVIEW_DEFAULT_SORT ? null : value })}
                      preventScrollReset
                      aria-current={value === sort ? 'true' : undefined}
                      className={`rounded-full px-3 py-1 font-semibold ${
                        value === sort
                          ? 'bg-white text-night-950'
                          : 'text-slate-200 ring-1 ring-white/20 hover:bg-white/10'
                      }`}
                    >
                      {SORT_LABELS[value]}
                    </Link>
                  ))}
                </nav>
                <div className="mt-2">
                  {data.items.map((review) => (
                    <ReviewItem
                      key={review.id}
                      review={review}
                      canAct={signedIn}
                      own={ownIds.has(review.id)}
                      votedHelpful={helpful.has(review.id)}
                      onVoted={() => void mine.mutate()}
                    />
                  ))}
                </div>
                {pages > 1 && (
                  <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
                    {page > 1 ? (
                      <Link
                        rel="prev"
                        to={paths.businessReviews(slug, {
                          sort: sort === REVIEW_DEFAULT_SORT ? null : sort,
                          page: page - 1,
                        })}
                        preventScrollReset
                        className={buttonClass('darkOutline', 'sm')}
                      >
                        ← Previous page
                      </Link>
                    ) : (
                      <span />
                    )}
                    <span className="text-slate-300">{`Page ${page} of ${pages}`}</span>
                    {page < pages ? (
                      <Link
                        rel="next"
                        to={paths.businessReviews(slug, {
                          sort: sort === REVIEW_DEFAULT_SORT ? null : sort,
                          page: page + 1,
                        })}
                        preventScrollReset
                        className={buttonClass('darkOutline', 'sm')}
                      >
                        Next page →
                      </Link>
                    ) : (
                      <span />
                    )}
                  </nav>
                )}
              </>
            )}
          </div>
        </div>
      ) : (
        <p className="text-slate-300">Loading reviews…</p>
      )}
    </section>
  );
}
