import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { SITE_TAGLINE } from '@/config/site';
import { Hero, HeroSearchForm } from '@/features/home/components/hero';
import { SectionNav } from '@/features/home/components/section-nav';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, type PageData } from '@/lib/page-data';
import { useSiteUrl } from '@/lib/site-url';
import { websiteJsonLd } from '@/lib/site-json-ld';
import { HydrationMark } from '@/app/layout/hydration-mark';
import { PageLoader } from '@/components/ui/page-loader';
import type { Route } from './+types/home';
import { homeFetches } from './home-data.server';

export function loader() {
  return loadPage(() => Promise.all(homeFetches()));
}

/**
 * Everything under the hero (the categories, the carousels, the cards, Get Featured and
 * the newsletter) is rendered on the server with the rest of the page, but its code is not
 * part of the first load: the header and the hero's search are interactive with the first
 * files, and these sections take over their server HTML once their file
 * arrives (React keeps the HTML of a boundary whose code is still loading).
 */
const loadHomeFeeds = () => import('./home-feeds');
const HomeFeeds = lazy(loadHomeFeeds);

/** A navigation to the home page waits for the sections' code instead of showing a spinner. */
export async function clientLoader() {
  await loadHomeFeeds();
  return clientPageData();
}

/** The page marks itself hydrated once its sections have taken over (see HydrationMark). */
export const handle = { marksHydration: true };

/** `data`: the server's answers for the sections (none in the browser's navigations). */
export function HomeRoute({ data }: { data?: PageData }) {
  const origin = useSiteUrl();
  return (
    <>
      <PageMeta
        title={SITE_TAGLINE}
        description="Discover Tampa Bay's best restaurants, events, attractions and real estate in one place, with recommendations from local creators."
        canonicalPath={paths.home}
        jsonLd={websiteJsonLd(origin)}
      />
      <SectionNav />
      <Hero
        title="Discover the best of Tampa Bay"
        intro="Restaurants, events, attractions and real estate, all in one place, picked by locals and the creators they follow."
      >
        <HeroSearchForm />
      </Hero>
      <HydrationMark part="heroHydrated" />
      <Suspense fallback={<PageLoader />}>
        <HomeFeeds data={data} />
        <HydrationMark />
      </Suspense>
    </>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomeRoute data={loaderData} />;
}
