import {
  VIDEO_STATUS_LABELS,
  type ModerationRecord,
  type ModerationRecordAction,
  type VideoStatus,
} from '@tampa-local/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useModerationRecords } from '../api/get-moderation-records';

const ACTION_LABELS: Record<ModerationRecordAction, string> = {
  add: 'Added',
  approve: 'Approved',
  reject: 'Rejected',
  hide: 'Hidden',
  delete: 'Deleted',
};

/** How many actions /admin lists, and a video's history at most. */
export const LATEST_ACTIONS_LIMIT = 10;
export const VIDEO_HISTORY_LIMIT = 50;

const statusLabel = (status: VideoStatus | null) => (status ? (VIDEO_STATUS_LABELS[status] ?? status) : null);

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
}

/** One action: what, by whom, when, the status change and the notes (and which video, where asked). */
function RecordItem({ record, withVideo }: { record: ModerationRecord; withVideo: boolean }) {
  const from = statusLabel(record.fromStatus);
  const to = statusLabel(record.toStatus);
  return (
    <li className="py-2 text-sm text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">{ACTION_LABELS[record.action] ?? record.action}</span> by{' '}
        {record.actor} · <time dateTime={record.createdAt}>{when(record.createdAt)}</time>
      </p>
      {withVideo && (
        <p>
          {record.videoTitle?.trim() || record.videoUrl || 'Video'}
          {record.businessName ? ` (${record.businessName})` : ''}
        </p>
      )}
      {(from || to) && (
        <p>
          {from ?? 'New'} → {to ?? 'Deleted'}
          {record.notes ? ` · Notes: ${record.notes}` : ''}
        </p>
      )}
    </li>
  );
}

function RecordList({
  records,
  error,
  emptyText,
  withVideo,
}: {
  records: ModerationRecord[] | undefined;
  error: unknown;
  emptyText: string;
  withVideo: boolean;
}) {
  if (error) return <p role="alert">The moderation history could not be loaded.</p>;
  if (!records) return <p role="status">Loading history...</p>;
  if (records.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {records.map((record) => (
        <RecordItem key={record.id} record={record} withVideo={withVideo} />
      ))}
    </ul>
  );
}

/** /admin: the latest moderation actions across every business. */
export function LatestModeration() {
  const { data, error } = useModerationRecords({ limit: LATEST_ACTIONS_LIMIT });
  return (
    <section aria-labelledby="latest-moderation-heading" className="mt-8">
      <h2 id="latest-moderation-heading" className="text-2xl font-bold text-slate-900">
        Latest Moderation
      </h2>
      <div className="mt-4 rounded-2xl bg-white px-4 py-2 text-slate-600 ring-1 ring-slate-200">
        <RecordList records={data} error={error} emptyText="No moderation actions yet." withVideo />
      </div>
    </section>
  );
}

/** A video card's history: closed until asked for, then loaded. */
export function VideoHistory({ videoId, describedBy }: { videoId: string; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const { data, error } = useModerationRecords({ videoId, limit: VIDEO_HISTORY_LIMIT }, open);
  return (
    <div className="mt-3">
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide history' : 'History'}
      </Button>
      {open && (
        <div className="mt-2">
          <RecordList records={data} error={error} emptyText="No recorded actions." withVideo={false} />
        </div>
      )}
    </div>
  );
}
