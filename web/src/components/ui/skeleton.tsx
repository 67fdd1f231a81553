import { SKELETON_CARD_COUNT } from '@/config/ui';

export function CardSkeleton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const block = tone === 'dark' ? 'bg-white/10' : 'bg-slate-200';
  return (
    <div
      className={`animate-pulse overflow-hidden rounded-2xl ${tone === 'dark' ? 'bg-white/5' : 'bg-white ring-1 ring-slate-200'}`}
      data-testid="card-skeleton"
    >
      <div className={`aspect-[16/10] ${block}`} />
      <div className="space-y-3 p-5">
        <div className={`h-4 w-1/3 rounded ${block}`} />
        <div className={`h-5 w-2/3 rounded ${block}`} />
        <div className={`h-4 w-full rounded ${block}`} />
        <div className={`h-4 w-5/6 rounded ${block}`} />
      </div>
    </div>
  );
}

/** The list loading state: a grid of pulsing cards (six by default, per the spec). */
export function SkeletonGrid({
  count = SKELETON_CARD_COUNT,
  label,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
}: {
  count?: number;
  /** Read to screen readers, e.g. 'Loading businesses...'. */
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
