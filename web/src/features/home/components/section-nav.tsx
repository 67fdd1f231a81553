import { scrollToSection } from '@/lib/scroll';

export const HOME_SECTIONS = {
  discover: 'discover',
  influencers: 'influencers',
  getFeatured: 'get-featured',
} as const;

const LINKS = [
  { id: HOME_SECTIONS.discover, label: 'Discover' },
  { id: HOME_SECTIONS.influencers, label: 'Influencers' },
  { id: HOME_SECTIONS.getFeatured, label: 'Get Featured' },
];

/** The landing page's header buttons: they scroll to their section on this page. */
export function SectionNav() {
  return (
    <nav aria-label="On this page" className="border-b border-slate-200 bg-white">
      <ul className="scrollbar-none mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-2">
        {LINKS.map((link) => (
          <li key={link.id}>
            <button
              type="button"
              onClick={() => scrollToSection(link.id)}
              className="whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold text-bay-800 hover:bg-bay-50"
            >
              {link.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
