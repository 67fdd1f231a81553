import { areaLabel, businessCategoryLabel } from '@/lib/labels';
import type { Business } from '@/types/api';

/** The 'Selected Business' panel: name, category, area and address. */
export function SelectedBusiness({ business }: { business: Business }) {
  return (
    <section aria-labelledby="selected-business-heading" className="rounded-2xl bg-bay-50 p-5 ring-1 ring-bay-200">
      <h2 id="selected-business-heading" className="text-xs font-semibold uppercase tracking-wide text-bay-700">
        Selected Business
      </h2>
      <p className="mt-1 text-lg font-bold text-slate-900">{business.name}</p>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        {[
          ['Category', businessCategoryLabel(business.category)],
          ['Area', areaLabel(business.area)],
          ['Address', business.address ?? 'Not listed'],
        ].map(([term, value]) => (
          <div key={term} className="flex gap-3">
            <dt className="w-20 shrink-0 font-semibold text-slate-700">{term}</dt>
            <dd className="min-w-0 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
