import { SEARCH_TOTAL_BOUND, type PropertyListRequest, type ShortTermCategory } from '@tampa-local/domain';
import { totalLabel } from '@/lib/labels';
import { usePropertyCount } from '../api/get-properties';

function Tile({
  icon,
  label,
  count,
  tone,
}: {
  icon: string;
  label: string;
  /** More than SEARCH_TOTAL_BOUND: more than were counted (usePropertyCount). */
  count: number | undefined;
  tone: 'bay' | 'sunset';
}) {
  return (
    <div
      className={`flex items-center gap-4 rounded-2xl p-4 ring-1 ${tone === 'bay' ? 'bg-bay-50 ring-bay-200' : 'bg-sunset-50 ring-sunset-200'}`}
    >
      <span className="text-3xl" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className={`text-2xl font-extrabold ${tone === 'bay' ? 'text-bay-800' : 'text-sunset-800'}`}>
          {count === undefined
            ? '–'
            : count > SEARCH_TOTAL_BOUND
              ? totalLabel(SEARCH_TOTAL_BOUND, true)
              : totalLabel(count)}
        </p>
        <p className="text-sm font-medium text-slate-700">{label}</p>
      </div>
    </div>
  );
}

/**
 * Two tiles counting vacation rentals and event spaces among the current
 * results (every match, not only the loaded page), asked of the server with
 * the same filters.
 */
export function RentalSummary({
  filters,
  category,
}: {
  filters: Omit<PropertyListRequest, 'limit' | 'offset' | 'shortTermCategory'>;
  category: ShortTermCategory | undefined;
}) {
  const shows = (kind: ShortTermCategory) => category === undefined || category === kind;
  const vacation = usePropertyCount(
    shows('vacation-rental') ? { ...filters, shortTermCategory: 'vacation-rental' } : null,
  );
  const events = usePropertyCount(shows('event-space') ? { ...filters, shortTermCategory: 'event-space' } : null);
  return (
    <section aria-label="Results summary" className="mb-6 grid gap-4 sm:grid-cols-2">
      <Tile icon="🏖️" label="Vacation Rentals" tone="bay" count={shows('vacation-rental') ? vacation.count : 0} />
      <Tile icon="🎉" label="Event Spaces" tone="sunset" count={shows('event-space') ? events.count : 0} />
    </section>
  );
}
