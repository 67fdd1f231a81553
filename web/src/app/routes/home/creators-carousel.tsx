import { useState } from 'react';
import { Link } from 'react-router';
import { INFLUENCER_CAROUSEL_STEP_PX } from '@/config/ui';
import { SectionHeading } from '@/components/layouts/content-layout';
import { Carousel } from '@/components/ui/carousel';
import { ErrorMessage } from '@/components/ui/error-message';
import { Tabs } from '@/components/ui/tabs';
import { CAROUSEL_ITEM_LIMIT } from '@/config/site';
import { paths } from '@/config/paths';
import { useInfluencers } from '@/features/influencers/api/get-influencers';
import { InfluencerCard } from '@/features/influencers/components/influencer-card';
import { SPOT_TAB_ITEMS, spotTab } from '@/features/home/components/spot-tabs';
import { CarouselSkeleton, FIRST_SPOT_TAB } from './spots-carousel';

/** The creators each tab asks for (the server render fetches the first tab's). */
export const creatorsParams = (niche: string) => ({ niche: spotTab(niche).niche, limit: CAROUSEL_ITEM_LIMIT });

/** 'Top influencers by category': creators whose niche contains the tab's text. */
export function CreatorsCarousel({ headingId = 'influencers-heading' }: { headingId?: string }) {
  const [selected, setSelected] = useState<string>(FIRST_SPOT_TAB);
  const tab = spotTab(selected);
  const { data, error, isLoading, mutate } = useInfluencers(creatorsParams(selected));

  return (
    <>
      <SectionHeading
        id={headingId}
        title="Top influencers by category"
        intro="The Tampa creators worth following, and where they go."
        action={
          <Link to={paths.search} className="font-semibold text-bay-700 hover:underline">
            See all influencers <span aria-hidden="true">→</span>
          </Link>
        }
      />
      <Tabs label="Creator categories" tabs={SPOT_TAB_ITEMS} selected={selected} onSelect={setSelected}>
        {isLoading ? (
          <CarouselSkeleton width="w-64" />
        ) : error ? (
          <ErrorMessage title="Couldn't load creators" error={error} onRetry={() => void mutate()} />
        ) : !data || data.items.length === 0 ? (
          <p className="text-slate-600">No {tab.label.toLowerCase()} creators yet.</p>
        ) : (
          <Carousel label={`${tab.label} creators`} step={INFLUENCER_CAROUSEL_STEP_PX}>
            {data.items.map((influencer) => (
              <InfluencerCard key={influencer.id} influencer={influencer} className="w-64 shrink-0 snap-start" />
            ))}
          </Carousel>
        )}
      </Tabs>
    </>
  );
}
