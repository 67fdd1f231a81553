import { SectionHeading } from '@/components/layouts/content-layout';
import { Prefetched, type PageData } from '@/lib/prefetched';
import { CreatorsCarousel } from './creators-carousel';
import { CategoryGrid } from '@/features/home/components/category-grid';
import { GetFeatured } from '@/features/home/components/get-featured';
import { HomeSection } from '@/features/home/components/home-section';
import { FeaturedBusinesses, RealEstatePreview, TopInfluencers, UpcomingEvents } from './home-sections';
import { Newsletter } from '@/features/newsletter/components/newsletter';
import { HOME_SECTIONS } from '@/features/home/components/section-nav';
import { SpotsCarousel } from './spots-carousel';

/**
 * Everything under the hero, rendered on the server with the rest of the
 * page; its sections start with the server's answers (`data`).
 */
export function HomeFeeds({ data }: { data?: PageData }) {
  return (
    <Prefetched data={data}>
      <HomeSection labelledBy="categories-heading">
        <SectionHeading id="categories-heading" title="Explore by Category" />
        <CategoryGrid />
      </HomeSection>
      <HomeSection id={HOME_SECTIONS.discover} labelledBy="discover-heading" className="bg-slate-50">
        <SpotsCarousel />
      </HomeSection>
      <HomeSection id={HOME_SECTIONS.influencers} labelledBy="influencers-heading">
        <CreatorsCarousel />
      </HomeSection>
      <HomeSection labelledBy="top-influencers-heading" className="bg-slate-50">
        <TopInfluencers />
      </HomeSection>
      <HomeSection labelledBy="featured-heading">
        <FeaturedBusinesses />
      </HomeSection>
      <HomeSection labelledBy="events-heading" className="bg-slate-50">
        <UpcomingEvents />
      </HomeSection>
      <HomeSection labelledBy="real-estate-heading">
        <RealEstatePreview />
      </HomeSection>
      <HomeSection id={HOME_SECTIONS.getFeatured} labelledBy="get-featured-heading" className="bg-slate-50">
        <SectionHeading id="get-featured-heading" title="Get Featured" intro="Join the Tampa Local community." />
        <GetFeatured />
      </HomeSection>
      <HomeSection labelledBy="newsletter-heading">
        <Newsletter />
      </HomeSection>
    </Prefetched>
  );
}

export default HomeFeeds;
