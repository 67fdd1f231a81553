import { lazy, Suspense } from 'react';
import { SectionHeading } from '@/components/layouts/content-layout';
import { SITE_TAGLINE } from '@/config/site';
import { usePageMeta } from '@/hooks/use-page-meta';
import { CategoryGrid } from '@/features/home/components/category-grid';
import { Hero, HeroSearchForm } from '@/features/home/components/hero';
import { HomeSection } from '@/features/home/components/home-section';
import { SectionNav } from '@/features/home/components/section-nav';

const HomeFeeds = lazy(() => import('./home-feeds'));

function FeedsPlaceholder() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-16">
      <span className="sr-only">Loading Tampa spots, creators, events and listings...</span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <div className="mt-6 grid gap-4 sm:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="aspect-[4/5] animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

/** The root page: both readings of the spec merged (decisions.md), fed by server data. */
export function HomeRoute() {
  usePageMeta(
    SITE_TAGLINE,
    "Discover Tampa Bay's best restaurants, events, attractions and real estate in one place, with recommendations from local creators.",
  );
  return (
    <>
      <SectionNav />
      <Hero
        title="Discover the best of Tampa Bay"
        intro="Restaurants, events, attractions and real estate, all in one place, picked by locals and the creators they follow."
      >
        <HeroSearchForm />
      </Hero>
      <HomeSection labelledBy="categories-heading">
        <SectionHeading id="categories-heading" title="Explore by Category" />
        <CategoryGrid />
      </HomeSection>
      <Suspense fallback={<FeedsPlaceholder />}>
        <HomeFeeds />
      </Suspense>
    </>
  );
}

export default HomeRoute;
