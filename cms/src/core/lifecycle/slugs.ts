import type { Core } from '@strapi/strapi';
import { slugify } from '@tampa-local/domain';
import { knex } from '../db/connection';
import { tableOf } from '../db/db';

/** Content types whose slug is made from another field when an editor or the seed leaves it empty. */
const SLUG_SOURCES: Record<string, string> = {
  'api::business.business': 'name',
  'api::event.event': 'name',
  'api::property.property': 'title',
  'api::influencer.influencer': 'name',
};

/** A slug not used by any other document of the type: `name`, `name-2`, `name-3`… */
export async function uniqueSlug(strapi: Core.Strapi, uid: string, base: string, documentId?: string): Promise<string> {
  const table = tableOf(strapi, uid);
  const root = base || 'item';
  const taken = new Set(
    (
      (await knex(strapi)(table)
        .where((q) => q.where('slug', root).orWhere('slug', 'like', `${root}-%`))
        .modify((q) => {
          if (documentId) q.whereNot('document_id', documentId);
        })
        .distinct('slug')) as Array<{ slug: string }>
    ).map((row) => row.slug),
  );
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
  }
}

async function currentValue(
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
  documentId?: string,
): Promise<string | undefined> {
  if (!documentId) return undefined;
  const table = tableOf(strapi, uid);
  const row = (await knex(strapi)(table).where('document_id', documentId).first(attribute)) as
    Record<string, unknown> | undefined;
  return typeof row?.[attribute] === 'string' ? (row[attribute] as string) : undefined;
}

export function registerSlugMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const source = SLUG_SOURCES[context.uid];
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data;
    if (source && data && (context.action === 'create' || context.action === 'update')) {
      const given = typeof data.slug === 'string' ? slugify(data.slug) : '';
      if (given) {
        data.slug = given;
      } else if (context.action === 'create' || 'slug' in data) {
        // Created without a slug, or an editor cleared it: make one from the name or title.
        const from =
          typeof data[source] === 'string'
            ? (data[source] as string)
            : await currentValue(strapi, context.uid, source, params.documentId);
        data.slug = await uniqueSlug(strapi, context.uid, slugify(from ?? ''), params.documentId);
      }
    }
    return next();
  });
}
