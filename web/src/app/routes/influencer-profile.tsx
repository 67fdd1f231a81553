import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { formatRating10 } from '@tampa-local/domain';
import { Container } from '@/components/layouts/content-layout';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { DetailPageStates } from '@/components/ui/detail-page-states';
import { SafeImage } from '@/components/ui/safe-image';
import { paths } from '@/config/paths';
import { PLACEHOLDER_AVATAR } from '@/config/site';
import { BusinessCard } from '@/features/businesses/components/business-card';
import { useFavorites } from '@/lib/favorites';
import { countLabel } from '@/lib/labels';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, Prefetched, type PageData } from '@/lib/prefetched';
import { useSiteUrl } from '@/lib/site-url';
import { profilePageJsonLd } from '@/lib/structured-data';
import type { InfluencerDetail } from '@/types/api';
import { influencerQuery, useInfluencer } from '@/features/influencers/api/get-influencer';
import { InfluencerCard } from '@/features/influencers/components/influencer-card';
import type { Route } from './+types/influencer-profile';

function FavoriteCreatorButton({ influencer }: { influencer: InfluencerDetail }) {
  const { isFavoriteCreator, toggleFavoriteCreator } = useFavorites();
  const saved = isFavoriteCreator(influencer.slug);
  return (
    <button
      type="button"
      className={buttonClass('outline', 'md')}
      onClick={() =>
        toggleFavoriteCreator({
          slug: influencer.slug,
          name: influencer.name,
          handle: influencer.handle,
          niche: influencer.niche,
          imageUrl: influencer.imageUrl,
        })
      }
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      {saved ? 'Remove from Favorite Creators' : 'Add to Favorite Creators'}
    </button>
  );
}

/** A creator's page from data given (also the editors' preview of a draft). */
export function Profile({ influencer }: { influencer: InfluencerDetail }) {
  const spots = influencer.recommendations;
  return (
    <>
      <div className="bg-gradient-to-br from-sunset-50 via-white to-bay-50">
        <Container className="flex flex-col items-center gap-6 py-12 text-center sm:flex-row sm:text-left">
          <SafeImage
            src={influencer.imageUrl}
            srcSet={influencer.imageSrcset}
            sizes="128px"
            fallback={PLACEHOLDER_AVATAR}
            alt={influencer.name}
            loading="eager"
            className="h-32 w-32 rounded-full object-cover ring-4 ring-white shadow-lg"
          />
          <div className="flex-1">
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <h1 className="text-3xl font-extrabold text-slate-900">{influencer.name}</h1>
              {influencer.verified && <Badge tone="palm">✓ Verified</Badge>}
            </div>
            <p className="mt-1 text-lg text-slate-700">{influencer.handle}</p>
            <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge tone="bay">{influencer.niche}</Badge>
            </div>
            {influencer.bio && <p className="mt-3 max-w-2xl text-slate-700">{influencer.bio}</p>}
            <dl className="mt-4 flex flex-wrap justify-center gap-6 sm:justify-start">
              <div>
                <dt className="text-sm text-slate-600">Followers</dt>
                <dd className="text-xl font-bold text-slate-900">{influencer.followers}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Recommended spots</dt>
                <dd className="text-xl font-bold text-slate-900">{influencer.recommendationCount}</dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-wrap justify-center gap-3 sm:justify-start">
              <FavoriteCreatorButton influencer={influencer} />
              {influencer.profileUrl && (
                <a
                  href={influencer.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('ghost', 'md')}
                >
                  Visit profile ↗
                </a>
              )}
            </div>
          </div>
        </Container>
      </div>

      <Container className="py-12">
        <section aria-labelledby="spots-heading">
          <h2 id="spots-heading" className="text-2xl font-bold text-slate-900">
            Recommended Spots
          </h2>
          {spots.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
              <h3 className="text-lg font-semibold text-slate-900">No Recommendations Yet</h3>
              <p className="mt-1 text-slate-600">{influencer.name} hasn't shared any Tampa spots yet.</p>
            </div>
          ) : (
            <>
              <p className="mt-1 text-slate-600">
                {countLabel(spots.length, 'spot', 'spots')} picked by {influencer.name}
              </p>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {spots.map((recommendation) => (
                  <li key={recommendation.id} className="flex">
                    <BusinessCard
                      business={recommendation.business}
                      extra={
                        <div className="rounded-xl bg-sunset-50 p-3">
                          <p className="text-sm font-bold text-sunset-800">
                            {influencer.name}'s rating: {formatRating10(recommendation.rating)}/10
                          </p>
                          {recommendation.quote && (
                            <p className="mt-1 text-sm italic text-slate-700">“{recommendation.quote}”</p>
                          )}
                        </div>
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        {influencer.others.length > 0 && (
          <section aria-labelledby="others-heading" className="mt-16">
            <h2 id="others-heading" className="text-2xl font-bold text-slate-900">
              More Tampa creators
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
              {influencer.others.map((other) => (
                <li key={other.id} className="flex">
                  <InfluencerCard influencer={other} className="w-full" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </Container>
    </>
  );
}

/** The creator's profile, rendered on the server; an unknown slug answers 404. */
export function loader({ params }: Route.LoaderArgs) {
  return loadPage(() => Promise.all([influencerQuery.prefetch(params.slug)]));
}

export const clientLoader = clientPageData;

function InfluencerMeta({ influencer, notFound }: { influencer: InfluencerDetail | undefined; notFound: boolean }) {
  const origin = useSiteUrl();
  if (!influencer) {
    return (
      <PageMeta
        title={notFound ? 'Influencer Not Found' : 'Creator'}
        description="A Tampa Bay creator on Tampa Local."
        noindex={notFound}
      />
    );
  }
  return (
    <PageMeta
      title={`${influencer.name} (${influencer.handle})`}
      description={`${influencer.name}'s favourite Tampa spots: ${influencer.niche} recommendations from a local creator with ${influencer.followers} followers.`}
      canonicalPath={paths.influencer(influencer.slug)}
      image={influencer.imageUrl}
      type="profile"
      jsonLd={profilePageJsonLd(origin, influencer)}
    />
  );
}

export function InfluencerProfileRoute({ serverNotFound = false }: { serverNotFound?: boolean }) {
  const { slug } = useParams<{ slug: string }>();
  const read = useInfluencer(serverNotFound ? undefined : slug);
  return (
    <DetailPageStates
      read={read}
      serverNotFound={serverNotFound}
      meta={(notFound) => <InfluencerMeta influencer={read.data} notFound={notFound} />}
      notFoundTitle="Influencer Not Found"
      notFoundText="We couldn't find that creator. Discover other Tampa voices instead."
      back={{ to: paths.home, label: 'Back to Discovery' }}
      errorTitle="Couldn't load this creator"
    >
      {(found) => <Profile influencer={found} />}
    </DetailPageStates>
  );
}

export default function InfluencerProfilePage({ loaderData }: Route.ComponentProps) {
  const data: PageData | undefined = loaderData;
  return (
    <Prefetched data={data}>
      <InfluencerProfileRoute serverNotFound={data?.notFound === true} />
    </Prefetched>
  );
}
