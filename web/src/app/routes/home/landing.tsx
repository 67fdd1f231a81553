import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import type { Route } from './+types/landing';
import { carouselFetches } from './home-data.server';
import { SectionHeading } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/lib/scroll';
import { CreatorsCarousel } from './creators-carousel';
import { GetFeatured } from '@/features/home/components/get-featured';
import { Hero } from '@/features/home/components/hero';
import { HomeSection } from '@/features/home/components/home-section';
import { Newsletter } from '@/features/newsletter/components/newsletter';
import { HOME_SECTIONS, SectionNav } from '@/features/home/components/section-nav';
import { SpotsCarousel } from './spots-carousel';

/** /preview2: the landing page of the spec's first reading. */
export function loader() {
  return loadPage(() => Promise.all(carouselFetches()));
}

export const clientLoader = clientPageData;

export function LandingRoute() {
  return (
    <>
      <PageMeta
        title="Tampa spots & creators"
        description="Tampa's best spots by category and the local creators who love them: food, fitness, beauty and services."
        canonicalPath={paths.landing}
      />
      <SectionNav />
      <Hero
        title="Tampa's favourite spots, picked by creators you trust"
        intro="Browse food, fitness, beauty and services loved by Tampa's local influencers."
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => scrollToSection(HOME_SECTIONS.discover)}
            className={buttonClass('primary', 'lg')}
          >
            Start exploring
          </button>
          <Link to={paths.businesses} className={buttonClass('darkOutline', 'lg')}>
            Browse the directory
          </Link>
        </div>
      </Hero>
      <HomeSection id={HOME_SECTIONS.discover} labelledBy="discover-heading">
        <SpotsCarousel />
      </HomeSection>
      <HomeSection id={HOME_SECTIONS.influencers} labelledBy="influencers-heading" className="bg-slate-50">
        <CreatorsCarousel />
      </HomeSection>
      <HomeSection id={HOME_SECTIONS.getFeatured} labelledBy="get-featured-heading">
        <SectionHeading id="get-featured-heading" title="Get Featured" intro="Join the Tampa Local community." />
        <GetFeatured />
      </HomeSection>
      <HomeSection labelledBy="newsletter-heading" className="bg-slate-50">
        <Newsletter />
      </HomeSection>
    </>
  );
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <LandingRoute />
    </Prefetched>
  );
}
