import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SearchForm } from '@/components/ui/search-form';
import { paths } from '@/config/paths';

/**
 * Home search: trimmed, non-empty text opens /businesses?search=<encoded>;
 * blank text does nothing.
 */
export function HeroSearchForm() {
  const navigate = useNavigate();
  return (
    <SearchForm
      look="hero"
      className="mt-8"
      label="Search Tampa businesses"
      placeholder="Search restaurants, bars, beaches, gyms..."
      name="search"
      action={paths.businesses}
      onSearch={(search) => {
        if (search) navigate(paths.businessesFiltered({ search }));
      }}
    />
  );
}

export function Hero({ children, title, intro }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-bay-900 text-white">
      {/* A drawn Tampa sunset over the bay: a small local SVG, sharp at any size. */}
      <img src="/images/hero-bay.svg" alt="" className="absolute inset-0 h-full w-full object-cover" />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start px-4 py-20 sm:py-28">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-sunset-200 ring-1 ring-white/20">
          Tampa Bay, Florida
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-bay-100">{intro}</p>
        {children}
      </div>
    </div>
  );
}
