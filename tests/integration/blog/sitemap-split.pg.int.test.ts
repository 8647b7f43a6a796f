import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import postgres from 'postgres';
import {
  SITEMAP_FILE_MAX_URLS,
  SITEMAP_PROTOCOL_MAX_BYTES,
  SITEMAP_PROTOCOL_MAX_URLS,
} from '@/lib/constants/blog';
import { getSitemapXml } from '@/lib/server/articles';
import { bulkPublishedCount, insertBulkArticles } from '@/bench/lib/bulk-articles';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();
process.env.SITE_URL = 'https://ailex.example';

/* Over 50,000 public articles (the protocol's limit for one file), with the real per-file limit. */
const ROWS = 60_000;

describe(`the sitemap of ${ROWS.toLocaleString('en')} articles on PostgreSQL`, () => {
  const testDb = useTestDatabase();

  beforeAll(async () => {
    const sql = postgres(testDb.url(), { max: 1, onnotice: () => {} });
    try {
      await insertBulkArticles(sql, ROWS);
    } finally {
      await sql.end();
    }
  }, 300_000);

  it('splits more than 50,000 URLs into several files, each within the protocol limits', async () => {
    const published = bulkPublishedCount(ROWS);
    expect(published).toBeGreaterThan(SITEMAP_PROTOCOL_MAX_URLS);
    const index = (await getSitemapXml({ kind: 'index' }))!;
    const names = [...index.matchAll(/<loc>https:\/\/ailex\.example\/sitemaps\/([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    // 13,500 public articles per market: two files each, and pages.xml.
    expect(names).toEqual([
      'pages.xml',
      'global-1.xml',
      'global-2.xml',
      'usa-1.xml',
      'usa-2.xml',
      'be-fr-1.xml',
      'be-fr-2.xml',
      'be-nl-1.xml',
      'be-nl-2.xml',
    ]);
    let urls = 0;
    for (const name of names.slice(1)) {
      const [, market, chunk] = /^(.+)-(\d+)\.xml$/.exec(name)!;
      const xml = (await getSitemapXml({
        kind: 'articles',
        market: market as 'global' | 'usa' | 'be-fr' | 'be-nl',
        chunk: Number(chunk),
      }))!;
      const count = (xml.match(/<url>/g) ?? []).length;
      expect(count).toBeLessThanOrEqual(SITEMAP_FILE_MAX_URLS);
      expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_PROTOCOL_MAX_BYTES);
      urls += count;
    }
    expect(urls).toBe(published);
  }, 120_000);
});
