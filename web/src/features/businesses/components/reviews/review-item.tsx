import { useEffect, useId, useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type Review } from '@tampa-local/domain';
import { buttonClass } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { errorText } from '@/lib/session-store';
import { markHelpful, reportReview } from '../../api/review-actions';
import { ReviewPhotos } from '@/components/ui/review-photos';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or hateful',
  'not-a-real-visit': 'Not about a real visit',
  'conflict-of-interest': 'Written by the owner or a competitor',
  other: 'Something else',
};

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});

/** 'YYYY-MM' as "October 2026". */
export function visitedMonthText(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

const helpfulText = (count: number) =>
  count === 1 ? '1 person found this helpful' : `${count.toLocaleString('en-US')} people found this helpful`;

function ReportForm({ reviewId, onDone }: { reviewId: number; onDone: (message: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === '') {
      setError('Choose a reason for the report');
      return;
    }
    setBusy(true);
    try {
      await reportReview(reviewId, reason, note.trim() === '' ? undefined : note.trim());
      onDone('Thanks: a moderator will look at this review.');
    } catch (caught) {
      setError(errorText(caught) ?? 'Could not send the report. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-3 space-y-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
    >
      <div>
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-200">
          Why should a moderator look at it?
        </label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason | '')}
          className="mt-1 block w-full rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-white sm:w-80"
        >
          <option value="">Choose a reason</option>
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {REPORT_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-200">
          Anything to add? <span className="font-normal text-slate-300">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-white"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-rose-300">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass('darkOutline', 'sm')}>
        {busy ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}

/**
 * One published review. Its text is rendered as text (React escapes it; nothing in it
 * becomes a link). Signed-in visitors mark it helpful (once) or report it, but not their own.
 */
export function ReviewItem({
  review,
  canAct,
  own,
  votedHelpful,
  onVoted,
}: {
  review: Review;
  canAct: boolean;
  own: boolean;
  votedHelpful: boolean;
  onVoted: () => void;
}) {
  const [helpful, setHelpful] = useState({ voted: votedHelpful, count: review.helpfulCount });
  // The account's votes arrive after the page's reviews.
  useEffect(() => setHelpful((current) => ({ ...current, voted: votedHelpful })), [votedHelpful]);
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function toggleHelpful() {
    setBusy(true);
    try {
      const answer = await markHelpful(review.id, !helpful.voted);
      setHelpful({ voted: answer.helpful, count: answer.helpfulCount });
      onVoted();
    } catch (caught) {
      setNotice(errorText(caught) ?? 'Could not save your vote. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={headingId} className="border-b border-white/10 py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} single tone="dark" />
        <h3 id={headingId} className="font-semibold text-white">
          {review.author.name}
          {own && <span className="ml-2 text-sm font-normal text-slate-300">(you)</span>}
        </h3>
        <span className="text-sm text-slate-300">
          {review.author.reviewCount.toLocaleString('en-US')} {review.author.reviewCount === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-300">
        <time dateTime={review.createdAt}>{dayFormat.format(new Date(review.createdAt))}</time>
        {review.visitedMonth && <> · Visited {visitedMonthText(review.visitedMonth)}</>}
        {review.editedAt && <> · Edited</>}
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-slate-100">{review.text}</p>
      <ReviewPhotos photos={review.photos} whose={`${review.author.name}'s review`} />
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        {helpful.count > 0 && <span className="text-slate-300">{helpfulText(helpful.count)}</span>}
        {canAct && !own && (
          <>
            <button
              type="button"
              aria-pressed={helpful.voted}
              disabled={busy}
              onClick={() => void toggleHelpful()}
              className={buttonClass('darkOutline', 'sm')}
            >
              {helpful.voted ? 'Helpful ✓' : 'Helpful'}
            </button>
            {!reporting && notice === null && (
              <button type="button" onClick={() => setReporting(true)} className={buttonClass('darkOutline', 'sm')}>
                Report
              </button>
            )}
          </>
        )}
      </div>
      {notice && (
        <p role="status" className="mt-2 text-sm text-slate-200">
          {notice}
        </p>
      )}
      {reporting && notice === null && (
        <ReportForm
          reviewId={review.id}
          onDone={(message) => {
            setReporting(false);
            setNotice(message);
          }}
        />
      )}
    </article>
  );
}
