import { Link } from 'react-router';
import { formatRating10 } from '@tampa-local/domain';
import { INFLUENCER_CAROUSEL_STEP_PX } from '@/config/ui';
import { Badge } from '@/components/ui/badge';
import { Carousel } from '@/components/ui/carousel';
import { SafeImage } from '@/components/ui/safe-image';
import { paths } from '@/config/paths';
import { PLACEHOLDER_AVATAR } from '@/config/site';
import { useFavorites } from '@/lib/favorites';
import type { Influencer, Recommendation } from '@/types/api';

function RecommendationBlock({
  recommendation,
  influencer,
}: {
  recommendation: Recommendation;
  influencer: Influencer;
}) {
  const { isFavoriteCreator, toggleFavoriteCreator } = useFavorites();
  const saved = isFavoriteCreator(influencer.slug);
  return (
    <article
      aria-label={`${influencer.name} on this business`}
      className="flex w-[85vw] max-w-sm shrink-0 snap-start flex-col gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
    >
      <div className="flex items-center gap-3">
        <SafeImage
          src={influencer.imageUrl}
          srcSet={influencer.imageSrcset}
          sizes="56px"
          fallback={PLACEHOLDER_AVATAR}
          alt={influencer.name}
          className="h-14 w-14 rounded-full object-cover ring-2 ring-sunset-400"
        />
        <div className="min-w-0">
          <h3 className="flex items-center gap-1 font-bold text-white">
            <span className="truncate">{influencer.name}</span>
            {influencer.verified && <Badge tone="dark">Verified</Badge>}
          </h3>
          <p className="truncate text-sm text-slate-300">{influencer.handle}</p>
        </div>
        <p className="ml-auto text-lg font-extrabold text-sunset-300">
          <span aria-hidden="true">{formatRating10(recommendation.rating)}/10</span>
          <span className="sr-only">Rated {formatRating10(recommendation.rating)} out of 10</span>
        </p>
      </div>
      {recommendation.quote && (
        <blockquote className="text-slate-100">
          <p>“{recommendation.quote}”</p>
        </blockquote>
      )}
      {recommendation.posts.length > 0 && (
        <ul className="grid grid-cols-4 gap-1.5" aria-label={`Posts by ${influencer.name}`}>
          {recommendation.posts.map((post, index) => {
            const image = (
              <SafeImage
                src={post.imageUrl}
                alt={post.caption ?? `Post ${index + 1} by ${influencer.name}`}
                className="aspect-square w-full rounded-lg object-cover"
              />
            );
            return (
              <li key={index}>
                {post.url ? (
                  <a href={post.url} target="_blank" rel="noopener noreferrer" className="block rounded-lg">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={paths.influencer(influencer.slug)}
          className="rounded-full bg-sunset-400 px-4 py-2 text-sm font-semibold text-bay-950 hover:bg-sunset-300"
        >
          View Profile
        </Link>
        <button
          type="button"
          onClick={() =>
            toggleFavoriteCreator({
              slug: influencer.slug,
              name: influencer.name,
              handle: influencer.handle,
              niche: influencer.niche,
              imageUrl: influencer.imageUrl,
            })
          }
          className="rounded-full px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          {saved ? 'Remove from Favorite Creators' : 'Add to Favorite Creators'}
        </button>
      </div>
    </article>
  );
}

/** 'What Our Influencers Are Saying': each creator's rating, quote and posts. */
export function RecommendationCarousel({
  recommendations,
  influencers,
}: {
  recommendations: Recommendation[];
  influencers: Influencer[];
}) {
  const bySlug = new Map(influencers.map((influencer) => [influencer.slug, influencer]));
  const items = recommendations.flatMap((recommendation) => {
    const influencer = bySlug.get(recommendation.influencer);
    return influencer ? [{ recommendation, influencer }] : [];
  });

  if (items.length === 0) {
    return <p className="text-slate-300">No creator recommendations yet. Check back soon.</p>;
  }
  return (
    <Carousel label="Creator recommendations" step={INFLUENCER_CAROUSEL_STEP_PX} tone="dark">
      {items.map(({ recommendation, influencer }) => (
        <RecommendationBlock key={recommendation.id} recommendation={recommendation} influencer={influencer} />
      ))}
    </Carousel>
  );
}
