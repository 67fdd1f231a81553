import type { Business, BusinessDetail, BusinessVideo, Event, EventDetail, Influencer, Property } from '@/types/api';

export function makeBusiness(overrides: Partial<Business> = {}): Business {
  const slug = overrides.slug ?? 'harbor-brunch';
  return {
    id: `doc-${slug}`,
    slug,
    name: 'Harbor Brunch',
    category: 'restaurants',
    area: 'downtown-tampa',
    description: 'Waterfront brunch with bottomless mimosas.',
    address: '100 Harbor Blvd, Tampa, FL',
    phone: '(813) 555-0100',
    hours: 'Mon-Sun 7 AM - 9 PM',
    openingHours: null,
    isOpen: true,
    nextChange: 'closes 9 PM',
    imageUrl: '/uploads/harbor.webp',
    imageSrcset: '/uploads/small_harbor.webp 480w, /uploads/harbor.webp 800w',
    rating: 4.6,
    reviewCount: 1234,
    priceRange: '$$',
    featured: false,
    website: 'https://harbor.example',
    latitude: null,
    longitude: null,
    activeVideoCount: 0,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<Event> = {}): Event {
  const slug = overrides.slug ?? 'jazz-night';
  return {
    id: `doc-${slug}`,
    slug,
    name: 'Jazz on the Riverwalk',
    category: 'music',
    description: 'Live jazz by the river.',
    date: '2026-11-21',
    time: '19:30',
    location: 'Tampa Riverwalk',
    latitude: null,
    longitude: null,
    price: '$25',
    imageUrl: '/uploads/jazz.webp',
    imageSrcset: '/uploads/small_jazz.webp 480w, /uploads/jazz.webp 800w',
    attendingCount: 1520,
    ticketUrl: 'https://tickets.example/jazz',
    ...overrides,
  };
}

export function makeEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return { ...makeEvent(overrides), updatedAt: '2026-11-01T12:00:00.000Z', related: [], ...overrides };
}

export function makeProperty(overrides: Partial<Property> = {}): Property {
  const slug = overrides.slug ?? 'hyde-park-bungalow';
  return {
    id: `doc-${slug}`,
    slug,
    title: 'Hyde Park Bungalow',
    description: 'Charming 1920s bungalow.',
    type: 'residential',
    listingType: 'sale',
    shortTermCategory: null,
    price: 450000,
    priceType: 'total',
    sqft: 1500,
    bedrooms: 3,
    bathrooms: 2,
    parking: null,
    area: 'hyde-park',
    address: '12 Swann Ave, Tampa, FL',
    latitude: null,
    longitude: null,
    availableDate: '2026-12-01',
    imageUrl: '/uploads/bungalow.webp',
    imageSrcset: '/uploads/small_bungalow.webp 480w, /uploads/bungalow.webp 800w',
    ...overrides,
  };
}

export function makeInfluencer(overrides: Partial<Influencer> = {}): Influencer {
  const slug = overrides.slug ?? 'maya-eats';
  return {
    id: `doc-${slug}`,
    slug,
    name: 'Maya Chen',
    handle: '@mayaeats',
    niche: 'Food & Drink',
    followerCount: 120000,
    followers: '120k',
    imageUrl: '/uploads/maya.webp',
    imageSrcset: '/uploads/small_maya.webp 480w, /uploads/maya.webp 800w',
    verified: true,
    bio: 'Eating my way across Tampa.',
    profileUrl: 'https://www.tiktok.com/@mayaeats',
    recommendationCount: 2,
    ...overrides,
  };
}

export function makeVideo(overrides: Partial<BusinessVideo> = {}): BusinessVideo {
  const id = overrides.id ?? 'video-1';
  return {
    id,
    businessId: 'doc-harbor-brunch',
    status: 'active',
    title: `Brunch tour ${id}`,
    description: 'A quick tour.',
    platform: 'tiktok',
    videoUrl: 'https://www.tiktok.com/@mayaeats/video/7300000000000000001',
    embedUrl: 'https://www.tiktok.com/embed/v2/7300000000000000001',
    thumbnailUrl: null,
    creatorUsername: 'mayaeats',
    isOwnContent: false,
    likeCount: 1520,
    commentCount: 87,
    shareCount: 1_500_000,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBusinessDetail(overrides: Partial<BusinessDetail> = {}): BusinessDetail {
  return {
    ...makeBusiness(overrides),
    influencers: [],
    recommendations: [],
    similar: [],
    ...overrides,
  };
}
