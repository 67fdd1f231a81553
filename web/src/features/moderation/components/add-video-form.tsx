import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import type { Business } from '@/types/api';
import { addVideo } from '../api/add-video';
import { isFocusLost } from '../lib/focus';
import { failureToast, successToast } from '../lib/video-toasts';

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm hover:border-bay-500';
const labelClass = 'text-sm font-semibold text-slate-900';

/** 'Add Video': a video link for the business, with an optional title, description and owner flag. */
export function AddVideoForm({ business, onAdded }: { business: Business; onAdded: () => void }) {
  const toast = useToast();
  const [videoUrl, setVideoUrl] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isOwnContent, setIsOwnContent] = useState(false);
  const [saving, setSaving] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const urlId = useId();
  const titleId = useId();
  const descriptionId = useId();

  const canSubmit = videoUrl.trim() !== '' && !saving;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSaving(true);
    try {
      await addVideo(business.id, { videoUrl, title, description, isOwnContent });
      toast(successToast('add'));
      setVideoUrl('');
      setTitle('');
      setDescription('');
      setIsOwnContent(false);
      onAdded();
    } catch (error) {
      toast(await failureToast('add', error));
    } finally {
      setSaving(false);
    }
    // The button was disabled while saving: continue from the URL, to add another or fix this one.
    if (isFocusLost() || document.activeElement === submitRef.current) urlRef.current?.focus();
  }

  return (
    <section aria-labelledby="add-video-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="add-video-heading" className="text-xl font-bold text-slate-900">
        Add Video
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={urlId} className={labelClass}>
            Video URL{' '}
            <span className="font-medium text-slate-600">(TikTok, YouTube, Instagram or Vimeo URLs accepted)</span>
          </label>
          <input
            ref={urlRef}
            id={urlId}
            type="url"
            inputMode="url"
            required
            aria-required="true"
            value={videoUrl}
            onChange={(event) => setVideoUrl(event.target.value)}
            placeholder="https://www.tiktok.com/@creator/video/..."
            maxLength={2048}
            autoComplete="off"
            className={`h-11 ${inputClass}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={titleId} className={labelClass}>
            Title <span className="font-medium text-slate-600">(optional)</span>
          </label>
          <input
            id={titleId}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={200}
            className={`h-11 ${inputClass}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={descriptionId} className={labelClass}>
            Description <span className="font-medium text-slate-600">(optional)</span>
          </label>
          <textarea
            id={descriptionId}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={2000}
            rows={3}
            className={`py-2 ${inputClass}`}
          />
        </div>
        <SwitchField
          label="Own content"
          description={`Posted by ${business.name} itself rather than a creator.`}
          checked={isOwnContent}
          onChange={setIsOwnContent}
        />
        <button ref={submitRef} type="submit" disabled={!canSubmit} className={buttonClass('primary')}>
          {saving ? 'Adding...' : 'Add Video'}
        </button>
      </form>
    </section>
  );
}
