import type { Core } from '@strapi/strapi';
import {
  AREA_LABELS,
  BUSINESS_CATEGORY_LABELS,
  EVENT_CATEGORY_LABELS,
  digestWeekend,
  formatEventLongDate,
  formatEventPrice,
  formatTime12,
  type Area,
  type BusinessCategory,
  type EventCategory,
} from '@tampa-local/domain';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import { read, tableOf, type Row } from '../../../core/db/db';
import { siteUrl } from '../../../core/env/site';

/** What one week's digest says: the same for every subscriber. */
export type DigestContent = {
  key: string;
  /** "December 4-6" */
  weekend: string;
  events: { name: string; when: string; where: string | null; price: string; kind: string; url: string }[];
  businesses: { name: string; what: string; url: string }[];
  creator: { name: string; handle: string; niche: string; url: string } | null;
};

/** How many of each the digest lists. */
export const DIGEST_EVENTS = 8;
export const DIGEST_BUSINESSES = 5;
const NEW_BUSINESS_DAYS = 7;

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "December 4-6", or "January 30-February 1" across months. */
function weekendText(from: string, to: string): string {
  const [a, b] = [monthDay.format(new Date(`${from}T00:00:00Z`)), monthDay.format(new Date(`${to}T00:00:00Z`))];
  const [monthA, dayA] = a.split(' ');
  const [monthB, dayB] = b.split(' ');
  if (from === to) return a;
  return monthA === monthB ? `${monthA} ${dayA}-${dayB}` : `${a}-${monthB} ${dayB}`;
}

/**
 * The digest at `now`: the coming weekend's events in Tampa (soonest first), the
 * businesses published in the last week (newest first), and a featured creator: one of
 * the twenty most followed, a different one each week.
 */
export async function digestContent(strapi: Core.Strapi, now: Date): Promise<DigestContent> {
  const db = knex(strapi);
  const site = siteUrl();
  const weekend = digestWeekend(now);
  const [events, businesses, creators] = await Promise.all([
    db(tableOf(strapi, UID.event))
      .whereNotNull('published_at')
      .whereBetween('date', [weekend.from, weekend.to])
      .orderBy('date')
      .orderByRaw('time ASC NULLS FIRST')
      .orderBy('name')
      .limit(DIGEST_EVENTS)
      .select('name', 'slug', 'date', 'time', 'location', 'price', 'category') as Promise<Row[]>,
    db(tableOf(strapi, UID.business))
      .whereNotNull('published_at')
      .where('created_at', '>=', new Date(now.getTime() - NEW_BUSINESS_DAYS * 86_400_000))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DIGEST_BUSINESSES)
      .select('name', 'slug', 'category', 'area') as Promise<Row[]>,
    db(tableOf(strapi, UID.influencer))
      .whereNotNull('published_at')
      .orderBy('follower_count', 'desc')
      .orderBy('id')
      .limit(20)
      .select('name', 'slug', 'handle', 'niche') as Promise<Row[]>,
  ]);
  const week = Math.floor(Date.parse(`${weekend.friday}T00:00:00Z`) / (7 * 86_400_000));
  const creator = creators.length > 0 ? creators[week % creators.length] : undefined;
  return {
    key: weekend.key,
    weekend: weekendText(weekend.from, weekend.to),
    events: events.map((row) => {
      const time = read.text(row.time);
      const date = String(row.date);
      return {
        name: String(row.name),
        when: `${formatEventLongDate(date)}${time ? `, ${formatTime12(time)}` : ''}`,
        where: read.text(row.location),
        price: formatEventPrice(read.text(row.price)),
        kind: EVENT_CATEGORY_LABELS[String(row.category) as EventCategory] ?? String(row.category),
        url: `${site}/events/${encodeURIComponent(String(row.slug))}`,
      };
    }),
    businesses: businesses.map((row) => ({
      name: String(row.name),
      what: [BUSINESS_CATEGORY_LABELS[String(row.category) as BusinessCategory], AREA_LABELS[String(row.area) as Area]]
        .filter(Boolean)
        .join(' in '),
      url: `${site}/businesses/${encodeURIComponent(String(row.slug))}`,
    })),
    creator: creator
      ? {
          name: String(creator.name),
          handle: String(creator.handle),
          niche: String(creator.niche),
          url: `${site}/influencers/${encodeURIComponent(String(creator.slug))}`,
        }
      : null,
  };
}
