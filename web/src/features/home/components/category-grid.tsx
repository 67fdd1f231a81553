import { Link } from 'react-router';
import { HOME_CATEGORY_LINKS } from '@tampa-local/domain';
import { paths } from '@/config/paths';

const ICONS: Record<string, string> = {
  restaurants: '🍽️',
  nightlife: '🍸',
  attractions: '🎡',
  beaches: '🏖️',
  shopping: '🛍️',
  fitness: '💪',
  services: '🛠️',
  more: '✨',
};

/** 'Explore by Category': eight links into the business directory. */
export function CategoryGrid() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {HOME_CATEGORY_LINKS.map((link) => (
        <li key={link.label}>
          <Link
            to={link.category ? paths.businessesFiltered({ category: link.category }) : paths.businesses}
            className="flex flex-col items-center gap-2 rounded-2xl bg-white p-5 text-center font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-bay-300"
          >
            <span className="text-3xl" aria-hidden="true">
              {ICONS[link.category ?? 'more']}
            </span>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
