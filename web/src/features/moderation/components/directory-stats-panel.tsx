import { BUSINESS_CATEGORIES } from '@tampa-local/domain';
import { Button } from '@/components/ui/button';
import { businessCategoryLabel } from '@/lib/labels';
import { useDirectoryStats, type DirectoryStats } from '../api/get-directory-stats';

const formatCount = (n: number) => n.toLocaleString('en-US');

/** Every known category in vocabulary order, then any the server added since. */
function categoryRows(stats: DirectoryStats): Array<{ category: string; count: number }> {
  const known: readonly string[] = BUSINESS_CATEGORIES;
  const extra = Object.keys(stats.byCategory).filter((category) => !known.includes(category));
  return [...known, ...extra].map((category) => ({ category, count: stats.byCategory[category] ?? 0 }));
}

/** Live counts of the directory (GET /api/admin/stats) for the signed-in moderator. */
export function DirectoryStatsPanel() {
  const { data, error, mutate, isValidating } = useDirectoryStats();

  return (
    <section aria-labelledby="admin-stats-heading" className="mt-8">
      <h2 id="admin-stats-heading" className="text-2xl font-bold text-slate-900">
        Business Statistics
      </h2>
      <div className="mt-4">
        {error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-800">
            <p>Statistics could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void mutate()} disabled={isValidating}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <p role="status" className="text-slate-600">
            Loading statistics...
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            <div className="rounded-2xl bg-bay-700 p-4 text-white">
              <dt className="text-sm font-semibold">Total businesses</dt>
              <dd className="mt-1 text-3xl font-bold">{formatCount(data.total)}</dd>
            </div>
            {categoryRows(data).map((row) => (
              <div key={row.category} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                <dt className="text-sm font-semibold text-slate-600">{businessCategoryLabel(row.category)}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCount(row.count)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
