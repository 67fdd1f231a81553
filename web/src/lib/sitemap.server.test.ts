import { describe, expect, it } from 'vitest';
import { fixedPagePaths, pagesSitemapXml, parseSitemapFile, sitemapIndexXml, xmlEscape } from './sitemap.server';

const ORIGIN = 'https://tampalocal.example';

describe('sitemaps', () => {
  it('name their files strictly', () => {
    expect(parseSitemapFile('pages.xml')).toEqual(['pages', 0]);
    expect(parseSitemapFile('businesses-3.xml')).toEqual(['businesses', 3]);
    expect(parseSitemapFile('influencers-0.xml')).toEqual(['influencers', 0]);
    expect(parseSitemapFile('events-0.xml')).toEqual(['events', 0]);
    expect(parseSitemapFile('properties-0.xml')).toBeNull();
    expect(parseSitemapFile('businesses-1.xml.gz')).toBeNull();
    expect(parseSitemapFile('../businesses-1.xml')).toBeNull();
  });

  it('index the fixed pages and every chunk with its lastmod', () => {
    const xml = sitemapIndexXml(ORIGIN, {
      chunkSize: 50_000,
      sections: [
        {
          type: 'businesses',
          count: 60_000,
          chunks: [
            { index: 0, lastmod: '2026-11-01T00:00:00.000Z' },
            { index: 1, lastmod: null },
          ],
        },
        { type: 'influencers', count: 8, chunks: [{ index: 0, lastmod: '2026-10-01T00:00:00.000Z' }] },
      ],
    });
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/pages.xml</loc></sitemap>`);
    expect(xml).toContain(
      `<sitemap><loc>${ORIGIN}/sitemaps/businesses-0.xml</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></sitemap>`,
    );
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/businesses-1.xml</loc></sitemap>`);
    expect(xml).toContain(`${ORIGIN}/sitemaps/influencers-0.xml`);
  });

  it('list the home page, the directories and the legal pages, escaped', () => {
    const xml = pagesSitemapXml(ORIGIN);
    expect(fixedPagePaths()).toContain('/businesses?category=restaurants');
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/terms-of-service</loc>`);
    expect(xml).not.toContain('/admin');
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
