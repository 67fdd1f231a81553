import type { Core } from '@strapi/strapi';
import { addDays, cityDate } from '@tampa-local/domain';

/**
 * A small, realistic data set with the edge cases the API must get right: drafts that
 * must not show, unrated businesses, formula-looking text, LIKE wildcards, price-range
 * boundaries, past events and videos in every status.
 */
export type Fixtures = {
  businesses: Record<string, string>;
  influencers: Record<string, string>;
  videos: Record<string, string>;
  today: string;
};

const everyDay = (open: string, close: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ open, close }]]));

export const BUSINESSES = [
  {
    name: 'Harbor Brunch',
    slug: 'harbor-brunch',
    category: 'restaurants',
    area: 'downtown-tampa',
    description: 'Waterfront brunch with Cuban coffee and guava pastries.',
    address: '100 Channelside Dr, Tampa, FL 33602',
    phone: '(813) 555-0100',
    website: 'https://harbor-brunch.example',
    openingHours: everyDay('07:00', '15:00'),
    rating: 4.6,
    reviewCount: 320,
    priceLevel: 2,
    featured: true,
  },
  {
    name: 'Ybor Taco Garage',
    slug: 'ybor-taco-garage',
    category: 'restaurants',
    area: 'ybor-city',
    description: 'Street tacos and mezcal in a converted garage.',
    address: '1600 E 7th Ave, Tampa, FL 33605',
    phone: '(813) 555-0101',
    openingHours: everyDay('11:00', '23:00'),
    rating: 4.2,
    reviewCount: 410,
    priceLevel: 1,
    featured: false,
  },
  {
    name: 'Cigar City Social Club',
    slug: 'cigar-city-social-club',
    category: 'nightlife',
    area: 'ybor-city',
    description: 'Late-night lounge with live jazz on weekends.',
    address: '1700 E 8th Ave, Tampa, FL 33605',
    phone: '(813) 555-0102',
    openingHours: everyDay('20:00', '03:00'),
    rating: 4.2,
    reviewCount: 150,
    priceLevel: 3,
    featured: false,
  },
  {
    name: 'Hyde Park Strength Lab',
    slug: 'hyde-park-strength-lab',
    category: 'fitness',
    area: 'hyde-park',
    description: 'Small-group strength training and mobility classes.',
    address: '700 S Howard Ave, Tampa, FL 33606',
    phone: '(813) 555-0103',
    openingHours: everyDay('05:00', '21:00'),
    rating: 4.8,
    reviewCount: 90,
    priceLevel: 2,
    featured: false,
  },
  {
    name: 'Bayshore Blowout Bar',
    slug: 'bayshore-blowout-bar',
    category: 'beauty',
    area: 'south-tampa',
    description: 'Blowouts and braids by appointment.',
    address: '3200 W Bay to Bay Blvd, Tampa, FL 33629',
    phone: '(813) 555-0104',
    openingHours: null,
    rating: null,
    reviewCount: 0,
    priceLevel: 2,
    featured: false,
  },
  {
    name: 'Pier 60 Sunset Beach',
    slug: 'pier-60-sunset-beach',
    category: 'beaches',
    area: 'clearwater',
    description: 'White sand, a fishing pier and nightly sunset celebrations.',
    address: '1 Causeway Blvd, Clearwater, FL 33767',
    phone: '(727) 555-0105',
    openingHours: null,
    rating: 4.9,
    reviewCount: 1200,
    priceLevel: 1,
    featured: true,
  },
  {
    name: '=HYPERLINK Formula Bar',
    slug: 'hyperlink-formula-bar',
    category: 'nightlife',
    area: 'westshore',
    description: 'Cocktails, "craft" beer, and trivia, every Tuesday',
    address: '+1 Westshore Plaza, Tampa, FL 33609',
    phone: '-555-0106',
    openingHours: everyDay('16:00', '24:00'),
    rating: 3.9,
    reviewCount: 75,
    priceLevel: 2,
    featured: false,
  },
  {
    name: 'Heights Tacos 100% Natural',
    slug: 'heights-tacos-100-natural',
    category: 'restaurants',
    area: 'tampa-heights',
    description: 'Corn tortillas pressed to order.',
    address: '1200 N Franklin St, Tampa, FL 33602',
    phone: '(813) 555-0107',
    openingHours: everyDay('11:00', '21:00'),
    rating: 4.4,
    reviewCount: 64,
    priceLevel: 1,
    featured: false,
  },
] as const;

export const DRAFT_BUSINESS = {
  name: 'Secret Draft Cafe',
  slug: 'secret-draft-cafe',
  category: 'restaurants',
  area: 'downtown-tampa',
  description: 'Not open yet.',
  rating: 5,
  reviewCount: 1,
  featured: true,
} as const;

export const EVENT_OFFSETS = [
  {
    name: 'Sunset Jazz on the Riverwalk',
    category: 'music',
    offset: 0,
    time: '19:30',
    price: '$15',
    ticketUrl: 'https://tickets.example/jazz',
  },
  { name: 'Ybor Saturday Market', category: 'food', offset: 0, time: '09:00', price: null, ticketUrl: null },
  { name: 'Lightning Watch Party', category: 'sports', offset: 1, time: '19:00', price: null, ticketUrl: null },
  {
    name: 'Gasparilla Arts Walk',
    category: 'arts',
    offset: 5,
    time: '10:00',
    price: '$10',
    ticketUrl: 'https://tickets.example/arts',
  },
  { name: 'Family Science Day', category: 'family', offset: 12, time: '11:00', price: '$8', ticketUrl: null },
  { name: 'Bay Food Truck Rally', category: 'food', offset: 40, time: '17:00', price: null, ticketUrl: null },
  { name: 'Last Week Concert', category: 'music', offset: -2, time: '20:00', price: '$30', ticketUrl: null },
] as const;

export const PROPERTIES = [
  {
    title: 'Starter Condo Channel District',
    type: 'residential',
    listingType: 'sale',
    price: 299999,
    priceType: 'total',
    area: 'downtown-tampa',
    sqft: 800,
    bedrooms: 1,
    bathrooms: 1,
  },
  {
    title: 'Tampa Heights Bungalow',
    type: 'residential',
    listingType: 'sale',
    price: 300000,
    priceType: 'total',
    area: 'tampa-heights',
    sqft: 1200,
    bedrooms: 2,
    bathrooms: 1,
  },
  {
    title: 'Hyde Park Townhome',
    type: 'residential',
    listingType: 'sale',
    price: 500000,
    priceType: 'total',
    area: 'hyde-park',
    sqft: 1800,
    bedrooms: 3,
    bathrooms: 2.5,
  },
  {
    title: 'South Tampa Pool Home',
    type: 'residential',
    listingType: 'sale',
    price: 1000000,
    priceType: 'total',
    area: 'south-tampa',
    sqft: 3100,
    bedrooms: 4,
    bathrooms: 3,
  },
  {
    title: 'Westshore Office Building',
    type: 'commercial',
    listingType: 'sale',
    price: 2500000,
    priceType: 'total',
    area: 'westshore',
    sqft: 12000,
    parking: 40,
  },
  {
    title: 'Ybor Loft Apartment',
    type: 'residential',
    listingType: 'rent',
    price: 2100,
    priceType: 'monthly',
    area: 'ybor-city',
    sqft: 950,
    bedrooms: 1,
    bathrooms: 1,
  },
  {
    title: 'Westshore Retail Suite',
    type: 'commercial',
    listingType: 'rent',
    price: 28,
    priceType: 'sqft_yearly',
    area: 'westshore',
    sqft: 2400,
    parking: 12,
  },
  {
    title: 'Clearwater Beach Studio',
    type: 'residential',
    listingType: 'short-term',
    shortTermCategory: 'vacation-rental',
    price: 99,
    priceType: 'nightly',
    area: 'clearwater-beach',
    sqft: 450,
    bedrooms: 0,
    bathrooms: 1,
  },
  {
    title: 'Downtown River Suite',
    type: 'residential',
    listingType: 'short-term',
    shortTermCategory: 'vacation-rental',
    price: 100,
    priceType: 'nightly',
    area: 'downtown-tampa',
    sqft: 700,
    bedrooms: 1,
    bathrooms: 1,
  },
  {
    title: 'Hyde Park Garden Cottage',
    type: 'residential',
    listingType: 'short-term',
    shortTermCategory: 'vacation-rental',
    price: 250,
    priceType: 'nightly',
    area: 'hyde-park',
    sqft: 900,
    bedrooms: 2,
    bathrooms: 1,
  },
  {
    title: 'Bayshore Mansion Stay',
    type: 'residential',
    listingType: 'short-term',
    shortTermCategory: 'vacation-rental',
    price: 500,
    priceType: 'nightly',
    area: 'south-tampa',
    sqft: 4000,
    bedrooms: 5,
    bathrooms: 4,
  },
  {
    title: 'Ybor Warehouse Event Hall',
    type: 'commercial',
    listingType: 'short-term',
    shortTermCategory: 'event-space',
    price: 600,
    priceType: 'daily',
    area: 'ybor-city',
    sqft: 5000,
    parking: 20,
  },
  {
    title: 'Rooftop Terrace by the Hour',
    type: 'commercial',
    listingType: 'short-term',
    shortTermCategory: 'event-space',
    price: 200,
    priceType: 'hourly',
    area: 'downtown-tampa',
    sqft: 1500,
    parking: 0,
  },
] as const;

export const INFLUENCERS = [
  {
    name: 'Maria Eats Tampa',
    slug: 'maria-eats-tampa',
    handle: '@mariaeatstampa',
    niche: 'Food & Drink',
    followerCount: 120000,
    verified: true,
  },
  {
    name: 'Coach Dre',
    slug: 'coach-dre',
    handle: '@coachdre',
    niche: 'Fitness & Wellness',
    followerCount: 45300,
    verified: true,
  },
  {
    name: 'Glow with Gabi',
    slug: 'glow-with-gabi',
    handle: '@glowwithgabi',
    niche: 'Beauty & Style',
    followerCount: 1500000,
    verified: false,
  },
] as const;

export const VIDEO_URLS = {
  active1: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890123451',
  active2: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890123452',
  active3: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  active4: 'https://vimeo.com/123456789',
  pending: 'https://www.instagram.com/reel/Cx1AbCdEfGh/',
  rejected: 'https://www.tiktok.com/@someone/video/7301234567890123459',
} as const;

export async function loadFixtures(strapi: Core.Strapi, now = new Date()): Promise<Fixtures> {
  const today = cityDate(now);
  const businesses: Record<string, string> = {};
  for (const data of BUSINESSES) {
    const created = await strapi.documents('api::business.business').create({
      data: { ...data, rating: data.rating ?? undefined },
      status: 'published',
    });
    businesses[data.slug] = created.documentId;
  }
  const draft = await strapi.documents('api::business.business').create({ data: { ...DRAFT_BUSINESS } });
  businesses[DRAFT_BUSINESS.slug] = draft.documentId;

  for (const event of EVENT_OFFSETS) {
    await strapi.documents('api::event.event').create({
      data: {
        name: event.name,
        category: event.category,
        description: `${event.name} in Tampa Bay.`,
        date: addDays(today, event.offset),
        time: event.time,
        location: 'Tampa Riverwalk, Downtown Tampa',
        price: event.price ?? undefined,
        ticketUrl: event.ticketUrl ?? undefined,
        attendingCount: 10 + event.offset * 3 + 40,
      },
      status: 'published',
    });
  }
  await strapi.documents('api::event.event').create({
    data: { name: 'Draft Gala', category: 'other', date: addDays(today, 1), time: '18:00', attendingCount: 0 },
  });

  for (const property of PROPERTIES) {
    await strapi.documents('api::property.property').create({
      data: {
        ...property,
        description: `${property.title}, ready now.`,
        address: '123 Main St, Tampa, FL 33602',
        availableDate: addDays(today, 7),
      },
      status: 'published',
    });
  }

  const influencers: Record<string, string> = {};
  for (const influencer of INFLUENCERS) {
    const created = await strapi.documents('api::influencer.influencer').create({
      data: {
        ...influencer,
        bio: `${influencer.name} shares the best of Tampa Bay.`,
        profileUrl: `https://www.tiktok.com/${influencer.handle}`,
      },
      status: 'published',
    });
    influencers[influencer.slug] = created.documentId;
  }
  const draftInfluencer = await strapi.documents('api::influencer.influencer').create({
    data: {
      name: 'Hidden Creator',
      slug: 'hidden-creator',
      handle: '@hidden',
      niche: 'Food',
      followerCount: 999999999,
      verified: false,
    },
  });
  influencers['hidden-creator'] = draftInfluencer.documentId;

  const recommend = (influencer: string, business: string, rating: number, posts: unknown[] = []) =>
    strapi.documents('api::recommendation.recommendation').create({
      data: {
        influencer: influencers[influencer],
        business: businesses[business],
        rating,
        quote: `I keep coming back to ${business.replace(/-/g, ' ')}.`,
        posts: posts as never,
      },
    });
  await recommend('maria-eats-tampa', 'harbor-brunch', 9.4, [
    {
      imageUrl: '/uploads/post-1.webp',
      caption: 'Guava pastries',
      url: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890120001',
    },
    {
      imageUrl: '/uploads/post-2.webp',
      caption: 'Cuban coffee',
      url: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890120002',
    },
  ]);
  await recommend('maria-eats-tampa', 'ybor-taco-garage', 8.1);
  await recommend('coach-dre', 'hyde-park-strength-lab', 9.0);
  await recommend('glow-with-gabi', 'harbor-brunch', 7.5);
  await recommend('hidden-creator', 'harbor-brunch', 10);
  await recommend('coach-dre', 'secret-draft-cafe', 6.0);

  const videos: Record<string, string> = {};
  const addVideo = async (
    key: keyof typeof VIDEO_URLS,
    status: string,
    platform: string,
    videoId: string,
    embedUrl: string,
    likeCount: number,
  ) => {
    const created = await strapi.documents('api::business-video.business-video').create({
      data: {
        business: businesses['harbor-brunch'],
        status: status as 'active',
        platform: platform as 'tiktok',
        videoUrl: VIDEO_URLS[key],
        videoId,
        embedUrl,
        title: `Harbor Brunch ${key}`,
        creatorUsername: 'mariaeatstampa',
        isOwnContent: key === 'active1',
        likeCount,
        commentCount: 12,
        shareCount: 3,
        notes: status === 'rejected' ? 'Content not suitable' : undefined,
      },
    });
    videos[key] = created.documentId;
  };
  await addVideo(
    'active1',
    'active',
    'tiktok',
    '7301234567890123451',
    'https://www.tiktok.com/embed/v2/7301234567890123451',
    1540000,
  );
  await addVideo(
    'active2',
    'active',
    'tiktok',
    '7301234567890123452',
    'https://www.tiktok.com/embed/v2/7301234567890123452',
    12300,
  );
  await addVideo(
    'active3',
    'active',
    'youtube',
    'dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    845,
  );
  await addVideo('active4', 'active', 'vimeo', '123456789', 'https://player.vimeo.com/video/123456789', 20);
  await addVideo('pending', 'pending', 'instagram', 'Cx1AbCdEfGh', 'https://www.instagram.com/p/Cx1AbCdEfGh/embed', 5);
  await addVideo(
    'rejected',
    'rejected',
    'tiktok',
    '7301234567890123459',
    'https://www.tiktok.com/embed/v2/7301234567890123459',
    1,
  );

  return { businesses, influencers, videos, today };
}
