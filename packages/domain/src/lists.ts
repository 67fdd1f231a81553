import {
  AREAS,
  AREA_LABELS,
  BUSINESS_AREAS,
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_FILTER_CATEGORIES,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_FILTER_CATEGORIES,
  LISTING_TYPES,
  LISTING_TYPE_LABELS,
  PROPERTY_AREAS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  RENTAL_AREAS,
  SHORT_TERM_CATEGORIES,
  SHORT_TERM_CATEGORY_LABELS,
  TIMEFRAMES,
  TIMEFRAME_LABELS,
  parseVocabulary,
  type ShortTermCategory,
} from './vocabulary.js';
import { LIST_MAX_OFFSET } from './limits.js';
import { PRICE_RANGES, PRICE_RANGE_LABELS, REAL_ESTATE_PRICE_RANGES, SHORT_TERM_PRICE_RANGES } from './pricing.js';

/**
 * The lists, written once: which filters each list route of the API takes, their values
 * and sorts (the cms checks them, its 400s name them), and the directory pages of the
 * site that fill them from their URLs (the web reads its URLs with them, the benchmark
 * asks for them).
 */

// What a list route takes

/** One value of a vocabulary, as its slug or its label, any case; `all` means no filter. */
export interface ChoiceFilter<T extends string = string> {
  readonly kind: 'choice';
  readonly values: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
}

/** `true`/`false` (or `1`/`0`). */
export interface BooleanFilter {
  readonly kind: 'boolean';
}

/** Free text, every word of which must match (search.ts). */
export interface SearchFilter {
  readonly kind: 'search';
  /** Another name the route also reads, when the first is absent. */
  readonly alias?: string;
}

/** Free text the route matches as one piece (a part of a field, any case), at most `maxLength` characters. */
export interface TextFilter {
  readonly kind: 'text';
  readonly maxLength: number;
}

export type ListFilter = ChoiceFilter | BooleanFilter | SearchFilter | TextFilter;

/** The value a filter holds once read. */
export type ListFilterValue<F extends ListFilter> =
  F extends ChoiceFilter<infer T> ? T : F extends BooleanFilter ? boolean : string;

/** A list's filters once read: each absent or one value of its kind. */
export type ListFilterValues<S extends Readonly<Record<string, ListFilter>>> = {
  -readonly [K in keyof S]?: ListFilterValue<S[K]>;
};

/** The orders a list offers through `sort=`. */
export interface ListSorts<S extends string = string> {
  readonly values: readonly S[];
  /** Without `sort`. */
  readonly default: S;
  /** Without `sort` when `near=` is given: nearest first. It needs `near`. */
  readonly near: S;
}

export interface ListRoute {
  /** Under `/api`. */
  readonly path: string;
  /** In the order the route checks them: the first value it refuses is the one its 400 names. */
  readonly filters: Readonly<Record<string, ListFilter>>;
  /** null: one order only (with `near`, nearest first). */
  readonly sorts: ListSorts | null;
}

/** The sort values of a list, never for a list with one order. */
export type ListSortOf<L extends ListRoute> = SortValues<L['sorts']>;
type SortValues<S> = S extends ListSorts<infer T> ? T : never;

/**
 * What a list route is asked for, as the web sends it: the filters, the order, the map's
 * box and point (their text as in the URL: geo.ts reads them).
 */
export type ListQuery<L extends ListRoute> = ListFilterValues<L['filters']> & {
  sort?: ListSortOf<L>;
  /** minLng,minLat,maxLng,maxLat: only the rows in this box. */
  bbox?: string;
  /** lat,lng: each row gets `distanceMiles` from here; nearest first unless `sort` says otherwise. */
  near?: string;
};

/** A list route's query with its page. */
export type ListRequest<L extends ListRoute> = ListQuery<L> & { limit?: number; offset?: number };

/** The map's parameters, on every list route (geo.ts reads them). */
export const MAP_LIST_PARAMS = ['bbox', 'near', 'radius'] as const;

const choice = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): ChoiceFilter<T> => ({
  kind: 'choice',
  values,
  labels,
});

export const BUSINESS_SORTS = ['rating', 'reviews', 'name', 'distance'] as const;
/** `rating` and `reviews`: highest first, unrated last; `name`: A to Z; `distance`: nearest first. */
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** GET /api/businesses, and its clusters route (the same filters). */
export const BUSINESS_LIST = {
  path: '/businesses',
  filters: {
    category: choice(BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS),
    area: choice(AREAS, AREA_LABELS),
    featured: { kind: 'boolean' },
    // The spec names it `search`.
    q: { kind: 'search', alias: 'search' },
  },
  sorts: { values: BUSINESS_SORTS, default: 'rating', near: 'distance' },
} as const satisfies ListRoute;

/** GET /api/events (from today on, by date, time and name), and its clusters route. */
export const EVENT_LIST = {
  path: '/events',
  filters: {
    category: choice(EVENT_CATEGORIES, EVENT_CATEGORY_LABELS),
    timeframe: choice(TIMEFRAMES, TIMEFRAME_LABELS),
    q: { kind: 'search' },
  },
  sorts: null,
} as const satisfies ListRoute;

/** GET /api/properties (by available date, then price), and its clusters route. */
export const PROPERTY_LIST = {
  path: '/properties',
  filters: {
    propertyType: choice(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
    listingType: choice(LISTING_TYPES, LISTING_TYPE_LABELS),
    shortTermCategory: choice(SHORT_TERM_CATEGORIES, SHORT_TERM_CATEGORY_LABELS),
    area: choice(AREAS, AREA_LABELS),
    priceRange: choice(PRICE_RANGES, PRICE_RANGE_LABELS),
    q: { kind: 'search' },
  },
  sorts: null,
} as const satisfies ListRoute;

/** GET /api/influencers (most followed first): no sorts, no map. */
export const INFLUENCER_LIST = {
  path: '/influencers',
  filters: {
    /** A part of the niche, any case ('food' matches 'Food & Drink'). */
    niche: { kind: 'text', maxLength: 80 },
  },
  sorts: null,
} as const satisfies ListRoute;

export type BusinessListRequest = ListRequest<typeof BUSINESS_LIST>;
export type EventListRequest = ListRequest<typeof EVENT_LIST>;
export type PropertyListRequest = ListRequest<typeof PROPERTY_LIST>;
/** The creators' list has no map: its filters and its page only. */
export type InfluencerListRequest = ListFilterValues<typeof INFLUENCER_LIST.filters> & {
  limit?: number;
  offset?: number;
};

// The directory pages that fill them

/** The values a choice filter of this list takes. */
type ChoiceValuesOf<L extends ListRoute, P extends keyof L['filters']> = ChoiceValues<L['filters'][P]>;
type ChoiceValues<F> = F extends ChoiceFilter<infer T> ? T : never;

/**
 * One parameter of a directory page's URL: the list's filter it fills and, for a choice,
 * the values the page offers (a choice of the list's; another value in the URL is left out).
 */
export type DirectoryFilter<L extends ListRoute> = {
  [P in keyof L['filters'] & string]: { readonly param: P; readonly offered?: readonly ChoiceValuesOf<L, P>[] };
}[keyof L['filters'] & string];

export interface Directory<L extends ListRoute = ListRoute> {
  /** The page's path on the site. */
  readonly path: string;
  readonly list: L;
  /** The URL's filters, by the URL's names, in the order a canonical URL names them. */
  readonly filters: Readonly<Record<string, DirectoryFilter<L>>>;
  /** Filters every request of the page sends, whatever the URL says. */
  readonly fixed: ListFilterValues<L['filters']>;
  /** The sorts a URL may name (`sort=`, with `near=` only); the list's default order needs none. */
  readonly sorts: readonly ListSortOf<L>[];
}

/** A directory of `list`, checked against the list's filters, its URL's names kept as literal types. */
function directory<L extends ListRoute, const F extends Readonly<Record<string, DirectoryFilter<L>>>>(
  list: L,
  page: Omit<Directory<L>, 'list' | 'filters'> & { readonly filters: F },
): Omit<Directory<L>, 'filters'> & { readonly filters: F } {
  return { ...page, list };
}

/** /businesses: search, category and area; nearest first with "Near me". */
export const BUSINESS_DIRECTORY = directory(BUSINESS_LIST, {
  path: '/businesses',
  filters: {
    search: { param: 'q' },
    category: { param: 'category', offered: BUSINESS_FILTER_CATEGORIES },
    area: { param: 'area', offered: BUSINESS_AREAS },
  },
  fixed: {},
  sorts: ['distance'],
});

/** /events: search, kind and date. */
export const EVENT_DIRECTORY = directory(EVENT_LIST, {
  path: '/events',
  filters: {
    search: { param: 'q' },
    category: { param: 'category', offered: EVENT_FILTER_CATEGORIES },
    timeframe: { param: 'timeframe' },
  },
  fixed: {},
  sorts: [],
});

/** /real-estate: every listing type, with its property type, price range and area. */
export const REAL_ESTATE_DIRECTORY = directory(PROPERTY_LIST, {
  path: '/real-estate',
  filters: {
    search: { param: 'q' },
    listingType: { param: 'listingType' },
    propertyType: { param: 'propertyType' },
    priceRange: { param: 'priceRange', offered: REAL_ESTATE_PRICE_RANGES },
    area: { param: 'area', offered: PROPERTY_AREAS },
  },
  fixed: {},
  sorts: [],
});

/** 'other' is a catch-all, so the rentals page offers only the two real kinds. */
export const RENTAL_FILTER_CATEGORIES = [
  'vacation-rental',
  'event-space',
] as const satisfies readonly ShortTermCategory[];

/**
 * /short-term-rentals: the short-term listings of any property type (event spaces are
 * often commercial, decisions.md), by kind, price per night and area.
 */
export const RENTAL_DIRECTORY = directory(PROPERTY_LIST, {
  path: '/short-term-rentals',
  filters: {
    search: { param: 'q' },
    category: { param: 'shortTermCategory', offered: RENTAL_FILTER_CATEGORIES },
    priceRange: { param: 'priceRange', offered: SHORT_TERM_PRICE_RANGES },
    area: { param: 'area', offered: RENTAL_AREAS },
  },
  fixed: { listingType: 'short-term' },
  sorts: [],
});

/** Cards per page of a directory: `?page=N` is the list's offset (N-1) × 12. */
export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_PAGE_PARAM = 'page';
/**
 * The deepest directory page a link may name: the API refuses offsets past LIST_MAX_OFFSET;
 * a crawler reaches every business through the sitemap, not through page 9,000.
 */
export const DIRECTORY_MAX_PAGE = Math.floor(LIST_MAX_OFFSET / DIRECTORY_PAGE_SIZE) + 1;

/** The URL parameters of a directory page besides its filters: the map's, and the order. */
export const DIRECTORY_MAP_PARAMS = ['bbox', 'near'] as const;
export const DIRECTORY_SORT_PARAM = 'sort';

/** What a directory filter's value must be: the values it offers, for a choice; null for text. */
export function directoryChoice<L extends ListRoute>(list: L, filter: DirectoryFilter<L>): ChoiceFilter | null {
  const listFilter: ListFilter | undefined = list.filters[filter.param];
  if (listFilter?.kind !== 'choice') return null;
  return { kind: 'choice', values: filter.offered ?? listFilter.values, labels: listFilter.labels };
}

/** The values a directory's filter offers, in its order; none for a text filter. */
export function directoryOffers<D extends Directory>(page: D, name: keyof D['filters'] & string): readonly string[] {
  const filter = page.filters[name];
  return (filter && directoryChoice(page.list, filter)?.values) ?? [];
}

/**
 * The list request of a directory page's URL values: the fixed filters, then each URL
 * filter under its list's name when it is a value the page offers (a slug or a label, any
 * case; anything else is left out, never sent to be refused), the map's box and point as
 * given (the caller has read them: geo.ts), and the URL's sort when the page names it (its
 * nearest-first order only with a point).
 */
export function directoryRequest<D extends Directory>(
  page: D,
  values: Readonly<Record<string, string | undefined>>,
): ListQuery<D['list']> {
  const out: Record<string, string | boolean | undefined> = { ...page.fixed };
  for (const [name, filter] of Object.entries(page.filters)) {
    const text = values[name]?.trim();
    if (!text) continue;
    const allowed = directoryChoice(page.list, filter);
    if (allowed) {
      const value = parseVocabulary(text, allowed.values, allowed.labels);
      if (value !== null) out[filter.param] = value;
    } else if (page.list.filters[filter.param]?.kind === 'boolean') {
      if (text === 'true' || text === 'false') out[filter.param] = text === 'true';
    } else {
      out[filter.param] = text;
    }
  }
  for (const name of DIRECTORY_MAP_PARAMS) {
    const text = values[name];
    if (text) out[name] = text;
  }
  const sort = values[DIRECTORY_SORT_PARAM];
  if (sort && isDirectorySort(page, sort) && (sort !== page.list.sorts?.near || out.near !== undefined))
    out.sort = sort;
  // Every key is a parameter of the list, each value checked against its kind above.
  return out as ListQuery<D['list']>;
}

/** Whether `text` is a sort the page's URL may name. */
export function isDirectorySort<L extends ListRoute>(page: Directory<L>, text: string): text is ListSortOf<L> {
  return (page.sorts as readonly string[]).includes(text);
}
