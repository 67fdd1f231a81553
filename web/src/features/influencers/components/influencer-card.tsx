import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { SafeImage } from '@/components/ui/safe-image';
import { paths } from '@/config/paths';
import { PLACEHOLDER_AVATAR } from '@/config/site';
import type { Influencer } from '@/types/api';

/** A creator: avatar, name, handle, niche and followers; the whole card links to the profile. */
export function InfluencerCard({
  influencer,
  className = '',
  headingLevel = 3,
}: {
  influencer: Influencer;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-sunset-500 hover:shadow-md ${className}`}
    >
      <SafeImage
        src={influencer.imageUrl}
        srcSet={influencer.imageSrcset}
        sizes="96px"
        fallback={PLACEHOLDER_AVATAR}
        alt={influencer.name}
        className="h-24 w-24 rounded-full object-cover ring-4 ring-sunset-100"
      />
      <Heading id={nameId} className="mt-3 font-bold text-slate-900">
        <Link
          to={paths.influencer(influencer.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {influencer.name}
        </Link>
      </Heading>
      <p className="text-sm text-slate-600">{influencer.handle}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-1.5">
        <Badge tone="bay">{influencer.niche}</Badge>
        {influencer.verified && <Badge tone="palm">Verified</Badge>}
      </div>
      <p className="mt-2 text-sm font-semibold text-slate-800">{influencer.followers} followers</p>
    </article>
  );
}
