import type { Core } from '@strapi/strapi';
import { BUSINESS_CATEGORIES, type DirectoryStats } from '@tampa-local/domain';
import { knex } from '../../../core/db/connection';
import { read, schema } from '../../../core/db/db';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Live counts of published businesses, every category listed (zero when empty). */
  async stats(): Promise<DirectoryStats> {
    const rows = (await knex(strapi)(schema(strapi).businesses)
      .whereNotNull('published_at')
      .groupBy('category')
      .select('category')
      .count({ n: '*' })) as Array<{ category: unknown; n: unknown }>;
    const byCategory: Record<string, number> = Object.fromEntries(BUSINESS_CATEGORIES.map((category) => [category, 0]));
    let total = 0;
    for (const row of rows) {
      const n = read.int(row.n);
      byCategory[String(row.category)] = n;
      total += n;
    }
    return { total, byCategory };
  },
});
