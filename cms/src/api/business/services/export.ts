import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { Transform as CsvTransform } from '@json2csv/node';
import { string as stringFormatter, number as numberFormatter } from '@json2csv/formatters';
import {
  BUSINESS_CATEGORY_LABELS,
  AREA_LABELS,
  formatOpeningHours,
  type Area,
  type BusinessCategory,
  type OpeningHours,
} from '@tampa-local/domain';
import { knex, read, schema } from '../../../lib/db';
import { priceRangeText } from '../../../lib/shapes';

export const CSV_FILE_NAME = 'tampa-bay-businesses.csv';
const BATCH_SIZE = 2000;

export type CsvRow = {
  id: string;
  name: string;
  slug: string;
  category: string;
  area: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  hours: string | null;
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  featured: string;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
};

export const CSV_FIELDS: Array<{ label: string; value: keyof CsvRow }> = [
  { label: 'ID', value: 'id' },
  { label: 'Name', value: 'name' },
  { label: 'Slug', value: 'slug' },
  { label: 'Category', value: 'category' },
  { label: 'Area', value: 'area' },
  { label: 'Address', value: 'address' },
  { label: 'Phone', value: 'phone' },
  { label: 'Website', value: 'website' },
  { label: 'Hours', value: 'hours' },
  { label: 'Rating', value: 'rating' },
  { label: 'Review Count', value: 'reviewCount' },
  { label: 'Price Range', value: 'priceRange' },
  { label: 'Featured', value: 'featured' },
  { label: 'Latitude', value: 'latitude' },
  { label: 'Longitude', value: 'longitude' },
  { label: 'Description', value: 'description' },
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; prefixing an apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quoted = stringFormatter();
const formatCell = (value: string): string => quoted(neutralizeFormula(value));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Published businesses, read in id order a batch at a time so memory stays flat. */
  async *rows(): AsyncGenerator<CsvRow> {
    const s = schema(strapi);
    let lastId = 0;
    for (;;) {
      const batch = (await knex(strapi)(s.businesses)
        .whereNotNull('published_at')
        .where('id', '>', lastId)
        .orderBy('id', 'asc')
        .limit(BATCH_SIZE)
        .select(
          'id',
          'document_id',
          'name',
          'slug',
          'category',
          'area',
          'address',
          'phone',
          'website',
          'opening_hours',
          'rating',
          'review_count',
          'price_level',
          'featured',
          'latitude',
          'longitude',
          'description',
        )) as Record<string, unknown>[];
      if (batch.length === 0) return;
      for (const row of batch) {
        yield {
          id: String(row.document_id),
          name: String(row.name),
          slug: String(row.slug),
          category: BUSINESS_CATEGORY_LABELS[row.category as BusinessCategory] ?? String(row.category),
          area: AREA_LABELS[row.area as Area] ?? String(row.area),
          address: read.text(row.address),
          phone: read.text(row.phone),
          website: read.text(row.website),
          hours: formatOpeningHours(read.json<OpeningHours>(row.opening_hours)),
          rating: read.number(row.rating),
          reviewCount: read.int(row.review_count),
          priceRange: priceRangeText(row.price_level),
          featured: read.bool(row.featured) ? 'yes' : 'no',
          latitude: read.number(row.latitude),
          longitude: read.number(row.longitude),
          description: read.text(row.description),
        };
      }
      lastId = Number(batch[batch.length - 1]?.id);
    }
  },

  /** The CSV as a byte stream: header row, then one row per published business. */
  stream(): NodeJS.ReadableStream {
    const csv = new CsvTransform<CsvRow, CsvRow>(
      {
        fields: CSV_FIELDS,
        eol: '\r\n',
        formatters: { string: formatCell, number: numberFormatter() },
      },
      {},
      { objectMode: true },
    );
    const source = Readable.from(this.rows());
    source.on('error', (error) => csv.destroy(error));
    return source.pipe(csv);
  },
});
