import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  checkReview,
  REVIEW_PHOTO_ALT_MAX,
  REVIEW_PHOTO_BYTES_MAX,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_MAX,
  reviewPhotoError,
  cityDate,
  DISPLAY_NAME_MAX,
  normalizeDisplayName,
  REVIEW_ERRORS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewTextLength,
  type CheckedReview,
  type ReviewPhoto,
} from '@tampa-local/domain';
import { buttonClass } from '@/components/ui/button';
import { SafeImage } from '@/components/ui/safe-image';

/** A photo chosen in the form, sent once the review is saved. */
export type ChosenPhoto = { file: File; alt: string };

export type ReviewFormValues = CheckedReview & { displayName?: string; photos: ChosenPhoto[] };

const PHOTO_MB = REVIEW_PHOTO_BYTES_MAX / 1024 / 1024;

const STARS = [1, 2, 3, 4, 5] as const;
const fieldClass =
  'mt-1 w-full rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-white placeholder:text-slate-400 focus:border-sky-300 focus:outline-none focus:ring-2 focus:ring-sky-300';

/** What the counter under the text says as people type: how far from the minimum, or from the maximum. */
export function textCounter(text: string): string {
  const length = reviewTextLength(text);
  if (length < REVIEW_TEXT_MIN) return `${length} of at least ${REVIEW_TEXT_MIN} characters`;
  return `${length.toLocaleString('en-US')} of at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`;
}

/**
 * Writing or editing a review: stars as a group of radio buttons (arrow keys move between
 * them), the text with its length said as people type, the month of the visit, and the
 * display name when the account has none yet. The rules are the API's own (domain
 * package); the server's refusal, if any, is shown as given.
 */
export function ReviewForm({
  initial,
  needsDisplayName,
  submitLabel,
  busyLabel,
  serverError,
  onSubmit,
  onCancel,
  savedPhotos = [],
  onRemovePhoto,
}: {
  initial?: Partial<CheckedReview>;
  needsDisplayName: boolean;
  /** The review's photos so far (when editing), each with a button to remove it. */
  savedPhotos?: ReviewPhoto[];
  onRemovePhoto?: (photo: ReviewPhoto) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  serverError: string | null;
  onSubmit: (values: ReviewFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [visitedMonth, setVisitedMonth] = useState(initial?.visitedMonth ?? '');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const room = REVIEW_PHOTOS_MAX - savedPhotos.length - photos.length;
  const length = reviewTextLength(text);
  const tooLong = length > REVIEW_TEXT_MAX;
  const thisMonth = cityDate(new Date()).slice(0, 7);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkReview({ rating, text, visitedMonth }, new Date());
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    let name: string | undefined;
    if (needsDisplayName) {
      const normalized = normalizeDisplayName(displayName);
      if (!normalized) {
        setError(REVIEW_ERRORS.displayName);
        return;
      }
      name = normalized;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ ...checked.review, ...(name ? { displayName: name } : {}), photos });
    } finally {
      setBusy(false);
    }
  }

  /** Takes the chosen files that fit (type, size, room on the review) and says why any did not. */
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const taken: ChosenPhoto[] = [];
    let refusal: string | null = null;
    for (const file of files) {
      const problem = reviewPhotoError(file, savedPhotos.length + photos.length + taken.length);
      if (problem === null) taken.push({ file, alt: '' });
      else refusal ??= `${file.name}: ${problem}`;
    }
    setPhotos((current) => [...current, ...taken]);
    setPhotoError(refusal);
  }

  const message = error ?? serverError;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-describedby={`${id}-rules`}>
      <p id={`${id}-rules`} className="text-sm text-slate-300">
        Say what you saw, ate or bought: at least {REVIEW_TEXT_MIN} characters. Reviews appear under the name you
        choose.
      </p>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-200">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {STARS.map((star) => (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`block rounded px-1 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-sky-300 ${
                  rating !== null && star <= rating ? 'text-amber-400' : 'text-slate-500'
                }`}
              >
                ★
              </span>
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-slate-200">
          Your review
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          aria-describedby={`${id}-count`}
          aria-invalid={tooLong || undefined}
          className={fieldClass}
        />
        <p id={`${id}-count`} className={`mt-1 text-sm ${tooLong ? 'font-semibold text-rose-300' : 'text-slate-300'}`}>
          {textCounter(text)}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className="text-sm font-semibold text-slate-200">
          When did you go? <span className="font-normal text-slate-300">(optional)</span>
        </label>
        <input
          id={`${id}-month`}
          type="month"
          value={visitedMonth}
          min="2000-01"
          max={thisMonth}
          onChange={(event) => setVisitedMonth(event.target.value)}
          className={`${fieldClass} sm:w-56`}
        />
      </div>
      <fieldset aria-describedby={`${id}-photo-rules`}>
        <legend className="text-sm font-semibold text-slate-200">
          Photos <span className="font-normal text-slate-300">(optional, up to {REVIEW_PHOTOS_MAX})</span>
        </legend>
        <p id={`${id}-photo-rules`} className="mt-1 text-sm text-slate-300">
          JPEG, PNG, GIF, WebP or AVIF, up to {PHOTO_MB} MB each. Where a photo was taken is removed before it is shown.
        </p>
        {savedPhotos.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-3">
            {savedPhotos.map((photo, index) => (
              <li key={photo.id} className="flex flex-col items-start gap-1">
                <SafeImage
                  src={photo.url}
                  srcSet={photo.srcset}
                  sizes="112px"
                  alt={photo.alt !== '' ? photo.alt : `Your photo ${index + 1}`}
                  width={112}
                  height={84}
                  className="h-21 w-28 rounded-lg object-cover"
                />
                {onRemovePhoto && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void onRemovePhoto(photo)}
                    className={buttonClass('darkOutline', 'sm')}
                  >
                    Remove photo {index + 1}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {photos.length > 0 && (
          <ul className="mt-2 space-y-2">
            {photos.map((photo, index) => (
              <li key={`${photo.file.name}-${index}`} className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-photo-${index}`} className="block text-sm text-slate-200">
                    Describe {photo.file.name} <span className="text-slate-300">(optional)</span>
                  </label>
                  <input
                    id={`${id}-photo-${index}`}
                    value={photo.alt}
                    maxLength={REVIEW_PHOTO_ALT_MAX}
                    onChange={(event) =>
                      setPhotos((current) =>
                        current.map((item, at) => (at === index ? { ...item, alt: event.target.value } : item)),
                      )
                    }
                    className={fieldClass}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => setPhotos((current) => current.filter((_, at) => at !== index))}
                  className={buttonClass('darkOutline', 'sm')}
                >
                  Leave out {photo.file.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {room > 0 ? (
          <div className="mt-2">
            <label htmlFor={`${id}-photos`} className="text-sm text-slate-200">
              Add photos
            </label>
            <input
              id={`${id}-photos`}
              type="file"
              accept={REVIEW_PHOTO_TYPES.join(',')}
              multiple
              onChange={choose}
              className="mt-1 block w-full text-sm text-slate-200 file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-night-950"
            />
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-300">This review has its {REVIEW_PHOTOS_MAX} photos.</p>
        )}
        {photoError && (
          <p role="alert" className="mt-1 text-sm font-semibold text-rose-300">
            {photoError}
          </p>
        )}
      </fieldset>
      {needsDisplayName && (
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-200">
            Name shown with your reviews
          </label>
          <input
            id={`${id}-name`}
            value={displayName}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="nickname"
            onChange={(event) => setDisplayName(event.target.value)}
            className={`${fieldClass} sm:w-80`}
          />
        </div>
      )}
      {message && (
        <p role="alert" className="text-sm font-semibold text-rose-300">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('dark', 'md')}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('darkOutline', 'md')}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
