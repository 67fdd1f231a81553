import { SectionHeading } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { SITE_TAGLINE } from '@/config/site';
import { CategoryGrid } from '@/features/home/components/category-grid';
import { Hero, HeroSearchForm } from '@/features/home/components/hero';
import { HomeSection } from '@/features/home/components/home-section';
import { SectionNav } from '@/features/home/components/section-nav';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { useSiteUrl } from '@/lib/site-url';
import { websiteJsonLd } from '@/lib/structured-data';
import { HomeFeeds } from './home-feeds';
import type { Route } from './+types/home';
import { homeFetches } from './home-data.server';

export function loader() {
  return loadPage(() => Promise.all(homeFetches()));
}

export const clientLoader = clientPageData;

export function HomeRoute() {
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
      <HomeSection labelledBy="categories-heading">
        <SectionHeading id="categories-heading" title="Explore by Category" />
        <CategoryGrid />
      </HomeSection>
      <HomeFeeds />
    </>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <HomeRoute />
    </Prefetched>
  );
}
