import { Link } from 'react-router';
import { Container } from '@/components/layouts/content-layout';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { SafeImage } from '@/components/ui/safe-image';
import { paths } from '@/config/paths';
import { PLACEHOLDER_AVATAR } from '@/config/site';
import { PageMeta } from '@/components/seo/page-meta';
import { useFavorites } from '@/lib/favorites';
import { areaLabel, businessCategoryLabel } from '@/lib/labels';

const removeClass =
  'rounded-full px-3 py-1.5 text-sm font-semibold text-sunset-800 ring-1 ring-sunset-200 hover:bg-sunset-50';

/** The favourite businesses and creators saved in this browser. */
export function FavoritesRoute() {
  const { favorites, toggleFavoriteBusiness, toggleFavoriteCreator } = useFavorites();

  return (
    <>
      {/* What is saved lives in the visitor's browser: nothing for a search engine here. */}
      <PageMeta
        title="Your Favorites"
        description="The Tampa businesses and creators you saved on this device."
        noindex="follow"
      />
      <PageHeader title="Your Favorites" intro="Saved on this device only. Nothing is sent to our servers." />
      <Container className="space-y-14 py-12">
        <section aria-labelledby="favorite-businesses-heading">
          <h2 id="favorite-businesses-heading" className="text-2xl font-bold text-slate-900">
            Favorite Businesses <span className="text-slate-600">({favorites.businesses.length})</span>
          </h2>
          {favorites.businesses.length === 0 ? (
            <div className="mt-6">
              <EmptyState title="No favorite businesses yet">
                Tap “Add to Favorite Businesses” on any business page.{' '}
                <Link to={paths.businesses} className="font-semibold text-bay-700 underline">
                  Browse businesses
                </Link>
              </EmptyState>
            </div>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {favorites.businesses.map((business) => (
                <li
                  key={business.slug}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                >
                  <SafeImage src={business.imageUrl} alt="" className="h-20 w-20 shrink-0 rounded-xl object-cover" />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.business(business.slug)}
                      className="block truncate font-bold text-slate-900 hover:underline"
                    >
                      {business.name}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {[businessCategoryLabel(business.category), areaLabel(business.area)].filter(Boolean).join(' · ')}
                    </p>
                    <button
                      type="button"
                      className={`mt-2 ${removeClass}`}
                      onClick={() => toggleFavoriteBusiness(business)}
                      aria-label={`Remove ${business.name} from favorites`}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="favorite-creators-heading">
          <h2 id="favorite-creators-heading" className="text-2xl font-bold text-slate-900">
            Favorite Creators <span className="text-slate-600">({favorites.creators.length})</span>
          </h2>
          {favorites.creators.length === 0 ? (
            <div className="mt-6">
              <EmptyState title="No favorite creators yet" icon="🎥">
                Tap “Add to Favorite Creators” on a creator's recommendation or profile.{' '}
                <Link to={`${paths.search}#influencers`} className="font-semibold text-bay-700 underline">
                  Discover creators
                </Link>
              </EmptyState>
            </div>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {favorites.creators.map((creator) => (
                <li
                  key={creator.slug}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                >
                  <SafeImage
                    src={creator.imageUrl}
                    fallback={PLACEHOLDER_AVATAR}
                    alt=""
                    className="h-16 w-16 shrink-0 rounded-full object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.influencer(creator.slug)}
                      className="block truncate font-bold text-slate-900 hover:underline"
                    >
                      {creator.name}
                    </Link>
                    <p className="text-sm text-slate-600">{creator.handle}</p>
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      {creator.niche && <Badge tone="bay">{creator.niche}</Badge>}
                      <button
                        type="button"
                        className={removeClass}
                        onClick={() => toggleFavoriteCreator(creator)}
                        aria-label={`Remove ${creator.name} from favorites`}
                      >
                        Remove
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
    </>
  );
}

export default FavoritesRoute;
