import { VITAL_BUCKET_EDGES, type VitalMetric } from '@/lib/constants/analytics';
import type { Db } from '@/lib/server/db/client';
import {
  analyticsMarketDays,
  analyticsPageDays,
  analyticsSourceDays,
  analyticsVitalDays,
  blogArticles,
  contactMessages,
  earlyAccessRequests,
  newsletterSubscribers,
} from '@/lib/server/db/schema';

/** A histogram of VITAL_BUCKET_EDGES[metric] with one sample in each named bucket (61 buckets: the last is overflow). */
function histogram(metric: VitalMetric, bucketIndexes: number[]): number[] {
  const buckets = new Array<number>(VITAL_BUCKET_EDGES[metric].length + 1).fill(0);
  for (const i of bucketIndexes) buckets[i] = (buckets[i] ?? 0) + 1;
  return buckets;
}

export const edge = (metric: VitalMetric, i: number) => VITAL_BUCKET_EDGES[metric][i]!;

/**
 * A known week (2026-03-01..07) of day-table rows, articles and leads; the expected overview is spelled
 * out in overview.int.test.ts. Rows outside the week (02-28, 03-08) must not count.
 */
export async function seedReportsWeek(db: Db): Promise<void> {
  await db.insert(analyticsMarketDays).values([
    { day: '2026-02-28', market: '*', views: 100, visitors: 50 },
    { day: '2026-03-01', market: '*', views: 10, visitors: 6 },
    { day: '2026-03-03', market: '*', views: 20, visitors: 12 },
    { day: '2026-03-08', market: '*', views: 70, visitors: 40 },
    { day: '2026-03-01', market: 'usa', views: 4, visitors: 3 },
    { day: '2026-03-03', market: 'global', views: 16, visitors: 9 },
  ]);
  await db.insert(analyticsPageDays).values([
    {
      day: '2026-03-01',
      market: 'usa',
      path: '/blog/usa/alpha',
      routeType: 'article',
      views: 4,
      visitors: 3,
    },
    {
      day: '2026-03-03',
      market: 'usa',
      path: '/blog/usa/alpha',
      routeType: 'article',
      views: 6,
      visitors: 5,
    },
    {
      day: '2026-03-08',
      market: 'usa',
      path: '/blog/usa/alpha',
      routeType: 'article',
      views: 99,
      visitors: 99,
    },
    { day: '2026-03-03', market: 'global', path: '/blog/beta', routeType: 'article', views: 7, visitors: 7 },
    { day: '2026-03-03', market: 'usa', path: '/blog/usa/gone', routeType: 'article', views: 1, visitors: 1 },
    { day: '2026-03-03', market: 'global', path: '/blog', routeType: 'blog-index', views: 50, visitors: 20 },
  ]);
  const source = (
    day: string,
    market: string,
    host: string,
    utm: [string, string, string],
    views: number,
  ) => ({
    day,
    market,
    referrerHost: host,
    utmSource: utm[0],
    utmMedium: utm[1],
    utmCampaign: utm[2],
    views,
    visitors: views,
  });
  const none: [string, string, string] = ['', '', ''];
  await db
    .insert(analyticsSourceDays)
    .values([
      source('2026-03-01', 'usa', 'news.example', none, 3),
      source('2026-03-03', 'global', 'news.example', none, 2),
      source('2026-03-03', 'site', 'search.example', none, 9),
      source('2026-03-08', 'site', 'late.example', none, 90),
      source('2026-03-01', 'usa', '', ['newsletter', 'email', 'spring'], 4),
      source('2026-03-03', 'global', '', ['linkedin', 'social', ''], 1),
    ]);
  const vital = (day: string, market: string, routeType: 'article' | 'home', device: 'mobile' | 'desktop') =>
    ({ day, market, routeType, device }) as const;
  await db.insert(analyticsVitalDays).values([
    // LCP of usa articles on mobile: samples in buckets 10, 20 (day 1) and 30, 40 (day 3): p75 is edge 30.
    {
      ...vital('2026-03-01', 'usa', 'article', 'mobile'),
      metric: 'LCP',
      samples: 2,
      buckets: histogram('LCP', [10, 20]),
    },
    {
      ...vital('2026-03-03', 'usa', 'article', 'mobile'),
      metric: 'LCP',
      samples: 2,
      buckets: histogram('LCP', [30, 40]),
    },
    {
      ...vital('2026-03-01', 'usa', 'article', 'mobile'),
      metric: 'CLS',
      samples: 1,
      buckets: histogram('CLS', [5]),
    },
    // INP of the home page on desktop: all three past the last edge.
    {
      ...vital('2026-03-02', 'site', 'home', 'desktop'),
      metric: 'INP',
      samples: 3,
      buckets: histogram('INP', [60, 60, 60]),
    },
    {
      ...vital('2026-03-08', 'site', 'home', 'desktop'),
      metric: 'LCP',
      samples: 1,
      buckets: histogram('LCP', [1]),
    },
  ]);
  await db.insert(blogArticles).values([
    {
      title: 'Alpha in the US',
      slug: 'alpha',
      content: '<p>a</p>',
      market: 'usa',
      language: 'en',
      status: 'published',
    },
    {
      title: 'Global alpha',
      slug: 'alpha',
      content: '<p>a</p>',
      market: 'global',
      language: 'en',
      status: 'published',
    },
    {
      title: 'Beta',
      slug: 'beta',
      content: '<p>b</p>',
      market: 'global',
      language: 'en',
      status: 'published',
    },
    {
      title: 'Gone',
      slug: 'gone',
      content: '<p>g</p>',
      market: 'usa',
      language: 'en',
      deletedAt: new Date(),
    },
  ]);
  const person = (email: string) => ({ firstName: 'Lea', lastName: 'Lead', email });
  await db.insert(earlyAccessRequests).values([
    {
      ...person('spring@firm.example'),
      createdAt: new Date('2026-03-01T10:00:00Z'),
      articlePath: '/blog/usa/alpha',
      sourceMarket: 'usa',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    },
    // The first instant after the range (to = 03-07, UTC): not counted.
    { ...person('late@firm.example'), createdAt: new Date('2026-03-08T00:00:00Z'), sourceMarket: 'usa' },
  ]);
  await db.insert(contactMessages).values({
    ...person('contact@firm.example'),
    message: 'Call me',
    createdAt: new Date('2026-03-03T23:59:59Z'),
    articlePath: '/blog/usa/alpha',
    sourceMarket: 'usa',
  });
  // A newsletter sign-up counts while still pending.
  await db.insert(newsletterSubscribers).values({
    email: 'news@firm.example',
    market: 'global',
    language: 'en',
    consentVersion: 'v',
    consentText: 'text',
    consentAt: new Date('2026-03-02T08:00:00Z'),
    createdAt: new Date('2026-03-02T08:00:00Z'),
    articlePath: '/blog/beta',
    sourceMarket: 'global',
    utmSource: 'linkedin',
    utmMedium: 'social',
  });
}
