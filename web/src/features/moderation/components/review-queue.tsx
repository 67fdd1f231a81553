import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  MODERATION_REASON_MAX,
  type HeldBecause,
  type PendingReview,
  type ReviewModerationAction,
} from '@tampa-local/domain';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/session-store';
import { ReviewPhotos } from '@/components/ui/review-photos';
import { moderateReview, usePendingReviews } from '../api/review-queue';

const WHY: Record<HeldBecause, string> = {
  report: 'Reported by visitors (still published)',
  'new-account': "A new account's first review",
  'repeated-text': 'The same text as its author wrote about another business',
};

function QueuedReview({ review, onDone }: { review: PendingReview; onDone: () => Promise<unknown> }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReviewModerationAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(action: ReviewModerationAction) {
    if (action === 'remove' && reason.trim() === '') {
      setError('Give a reason for removing the review: its author is shown it.');
      return;
    }
    setBusy(action);
    setError(null);
    try {
      await moderateReview(review.id, action, reason.trim());
      await onDone();
    } catch (caught) {
      setError(errorText(caught) ?? 'Could not save the decision. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="py-4">
      <article aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {review.authorName} on{' '}
          <Link to={paths.business(review.business.slug)} className="text-bay-700 underline">
            {review.business.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm font-semibold text-amber-800">{WHY[review.heldBecause]}</p>
        {review.reports.length > 0 && (
          <p className="mt-1 text-sm text-slate-700">
            Reports: {review.reports.map((report) => `${report.reason} (${report.count})`).join(', ')}
          </p>
        )}
        <StarRating className="mt-2" rating={review.rating} single />
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.text}</p>
        <ReviewPhotos photos={review.photos} whose={`${review.authorName}'s review`} />
        {review.previousVersions.length > 0 && (
          <details className="mt-2 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold">
              Earlier versions ({review.previousVersions.length})
            </summary>
            <ol className="mt-2 space-y-2">
              {review.previousVersions.map((version) => (
                <li key={version.replacedAt} className="rounded bg-slate-50 p-2">
                  {version.rating}★ until {new Date(version.replacedAt).toLocaleString('en-US')}: {version.text}
                </li>
              ))}
            </ol>
          </details>
        )}
        <label htmlFor={`${id}-reason`} className="mt-3 block text-sm font-semibold text-slate-800">
          Reason (shown to the author; needed to remove)
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={MODERATION_REASON_MAX}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
        />
        {error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-sunset-700">
            {error}
          </p>
        )}
        <div className="mt-3 flex gap-3">
          <Button variant="secondary" disabled={busy !== null} onClick={() => void act('publish')}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => void act('remove')}>
            {busy === 'remove' ? 'Removing…' : 'Remove'}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** Reviews waiting for a moderator (held or reported), oldest first: publish, or remove with a reason. */
export function ReviewQueue() {
  const { data, error, isLoading, mutate } = usePendingReviews();
  return (
    <section
      aria-labelledby="review-queue-heading"
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="review-queue-heading" className="text-xl font-bold text-slate-900">
        Reviews to moderate{data ? ` (${data.length})` : ''}
      </h2>
      {isLoading ? (
        <p className="mt-3 text-slate-600">Loading the queue...</p>
      ) : error ? (
        <p role="alert" className="mt-3 font-semibold text-sunset-700">
          {errorText(error) ?? "Couldn't load the review queue."}
        </p>
      ) : !data || data.length === 0 ? (
        <p className="mt-3 text-slate-700">No review is waiting.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.map((review) => (
            <QueuedReview key={review.id} review={review} onDone={() => mutate()} />
          ))}
        </ul>
      )}
    </section>
  );
}
