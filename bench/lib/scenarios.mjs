import { PRICE_RANGE_RULES, timeframeRange } from '@tampa-local/domain';

/**
 * The five scenarios: the request our web app makes (ours, and the floor that replays
 * its SQL) and what a Strapi user would write against the core REST API (stock: filters,
 * sort, pagination and populate). Slugs of the detail scenario rotate per connection.
 */
export const SEARCH_QUERY = 'ybor kitchen';
const STOCK = '/api/bench-stock';

/**
 * `filters[$and][i][$or][j][column][$containsi]=word` for every word over every column.
 * @param {string[]} words
 * @param {string[]} columns
 */
function containsEveryWord(words, columns) {
  /** @type {string[]} */
  const params = [];
  words.forEach((word, i) =>
    columns.forEach((column, j) =>
      params.push(`filters[$and][${i}][$or][${j}][${column}][$containsi]=${encodeURIComponent(word)}`),
    ),
  );
  return params.join('&');
}

/**
 * @param {{ slugs: string[], now?: Date }} options
 */
export function scenarios({ slugs, now = new Date() }) {
  const week = timeframeRange('week', now);
  const price = PRICE_RANGE_RULES['300k-500k'];
  const words = SEARCH_QUERY.split(' ');
  return [
    {
      name: 'business list (category + area, page 2 of 24)',
      ours: ['/api/businesses?category=restaurants&area=downtown-tampa&limit=24&offset=24'],
      stock: [
        `${STOCK}/businesses?filters[category][$eq]=restaurants&filters[area][$eq]=downtown-tampa&pagination[start]=24&pagination[limit]=24&sort[0]=rating:desc&sort[1]=reviewCount:desc&populate=image`,
      ],
    },
    {
      name: `search "${SEARCH_QUERY}"`,
      ours: [`/api/search?q=${encodeURIComponent(SEARCH_QUERY)}`],
      // One kind (businesses) over its text columns; ours searches four kinds.
      stock: [
        `${STOCK}/businesses?${containsEveryWord(words, ['name', 'category', 'area', 'description', 'address'])}&pagination[limit]=20&sort[0]=rating:desc&populate=image`,
      ],
    },
    {
      name: 'events this week',
      ours: ['/api/events?timeframe=week'],
      stock: [
        `${STOCK}/events?filters[date][$gte]=${week.from}&filters[date][$lte]=${week.to}&sort[0]=date:asc&sort[1]=time:asc&pagination[limit]=100&populate=image`,
      ],
    },
    {
      name: 'properties for sale, $300k-500k',
      ours: ['/api/properties?listingType=sale&priceRange=300k-500k'],
      stock: [
        `${STOCK}/properties?filters[listingType][$eq]=sale&filters[price][$gte]=${price.min}&filters[price][$lte]=${price.max}&sort[0]=availableDate:asc&sort[1]=price:asc&pagination[limit]=100&populate=image`,
      ],
    },
    {
      name: `business detail (${slugs.length} slugs)`,
      ours: slugs.map((slug) => `/api/businesses/${slug}`),
      stock: slugs.map(
        (slug) =>
          `${STOCK}/businesses?filters[slug][$eq]=${slug}&populate[image]=true&populate[recommendations][populate][influencer][populate][0]=image`,
      ),
    },
  ];
}
