import * as earlyAccessRoute from '@/app/api/public/early-access/route';
import { GET as listRoute } from '@/app/api/admin/submissions/route';
import { GET as exportRoute } from '@/app/api/admin/submissions/export/route';
import { NEWSLETTER_CONSENT } from '@/lib/constants/notifications';
import { contactMessages, earlyAccessRequests, newsletterSubscribers } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { createEditor } from '../blog/admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/* Issue 38 point 2: the leads inbox shows where each lead came from, filters by it, and the CSV has it. */

const fromArticle = {
  source: 'newsletter',
  articlePath: '/blog/x',
  landingPage: '/blog/x',
  referrerHost: 'google.com',
  utmSource: 'newsletter',
  utmCampaign: 'c1',
  sourcePage: '/login',
  sourceMarket: 'global',
};

describe(`the leads inbox by source [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  beforeAll(async () => {
    ({ auth } = await createEditor(testDb.get(), 'sources-admin@firm.example'));
    await testDb
      .get()
      .insert(earlyAccessRequests)
      .values([
        {
          firstName: 'Nia',
          lastName: 'News',
          email: 'nia@firm.example',
          ...fromArticle,
          createdAt: minutesAgo(1),
        },
        {
          firstName: 'Ned',
          lastName: 'News',
          email: 'ned@firm.example',
          source: 'Newsletter',
          createdAt: minutesAgo(2),
        },
        {
          firstName: 'Gus',
          lastName: 'Search',
          email: 'gus@firm.example',
          source: 'google.com',
          referrerHost: 'google.com',
          articlePath: '/blog/usa/y',
          createdAt: minutesAgo(3),
        },
        {
          firstName: 'Dee',
          lastName: 'Direct',
          email: 'dee@firm.example',
          source: 'Direct',
          createdAt: minutesAgo(4),
        },
        { firstName: 'Old', lastName: 'Lead', email: 'old@firm.example', createdAt: minutesAgo(5) },
      ]);
    await testDb.get().insert(contactMessages).values({
      firstName: 'Lin',
      lastName: 'Ked',
      email: 'lin@firm.example',
      message: 'Hi',
      source: 'linkedin.com',
      referrerHost: 'linkedin.com',
    });
    await testDb
      .get()
      .insert(newsletterSubscribers)
      .values({
        email: 'bing@firm.example',
        market: 'usa',
        language: 'en',
        consentVersion: NEWSLETTER_CONSENT.version,
        consentText: NEWSLETTER_CONSENT.text.en,
        consentAt: new Date(),
        ...fromArticle,
        source: 'bing.com',
        utmMedium: 'cpc',
      });
  });

  const list = async (query: string) => {
    const res = await listRoute(
      jsonRequest(`/api/admin/submissions${query}`, { headers: auth }),
      routeContext({}),
    );
    return { status: res.status, body: await res.json() };
  };
  const emails = (body: { submissions: { email: string }[] }) => body.submissions.map((s) => s.email);
  const csvLines = async (type: string) =>
    (
      await (
        await exportRoute(
          jsonRequest(`/api/admin/submissions/export?type=${type}`, { headers: auth }),
          routeContext({}),
        )
      ).text()
    ).split('\r\n');

  it('answers each lead with where it came from, in snake_case', async () => {
    const { body } = await list('?type=early-access');
    expect(body.submissions[0]).toMatchObject({
      email: 'nia@firm.example',
      source: 'newsletter',
      article_path: '/blog/x',
      landing_page: '/blog/x',
      referrer_host: 'google.com',
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'c1',
      source_page: '/login',
    });
  });

  it('filters by source: exact, in any case, "Direct" for the leads that came with none', async () => {
    const news = await list('?type=early-access&source=NEWSLETTER');
    expect(emails(news.body)).toEqual(['nia@firm.example', 'ned@firm.example']);
    expect(news.body.pagination.total).toBe(2);
    expect(emails((await list('?type=early-access&source=direct')).body)).toEqual(['dee@firm.example']);
    // Exact, not a substring: 'google' is not 'google.com'.
    expect((await list('?type=early-access&source=google')).body.pagination.total).toBe(0);
    // With the search: both apply.
    expect(emails((await list('?type=early-access&source=newsletter&search=ned')).body)).toEqual([
      'ned@firm.example',
    ]);
    expect(emails((await list('?type=contact&source=LinkedIn.com')).body)).toEqual(['lin@firm.example']);
    expect(emails((await list('?type=newsletter&source=bing.com')).body)).toEqual(['bing@firm.example']);
    expect((await list('?type=newsletter&source=linkedin.com')).body.pagination.total).toBe(0);
  });

  it("lists the distinct sources of the tab's leads for the filter menu, one spelling per source", async () => {
    const sources: string[] = (await list('?type=early-access&source=direct')).body.sources;
    // The whole tab's sources, whatever the filter; the lead with none adds no entry.
    expect(sources.map((s) => s.toLowerCase())).toEqual(['direct', 'google.com', 'newsletter']);
    expect((await list('?type=contact')).body.sources).toEqual(['linkedin.com']);
    expect((await list('?type=newsletter')).body.sources).toEqual(['bing.com']);
  });

  it.each([
    [
      'an over-long source',
      `?type=contact&source=${'x'.repeat(301)}`,
      'Source must be at most 300 characters',
    ],
    ['a NUL in the source', '?type=contact&source=a%00b', 'Input must not contain NUL characters: source'],
  ])('answers 400 for %s', async (_, query, error) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('ends each CSV row, of every type, with Source, Article, Landing page, Referrer, UTM source/medium/campaign, Page', async () => {
    const columns = 'Source,Article,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Page';
    const early = await csvLines('early-access');
    expect(early[0]).toBe(`Date,First name,Last name,Email,Message,${columns}`);
    expect(early[1]).toMatch(
      /^\S+,Nia,News,nia@firm\.example,,newsletter,\/blog\/x,\/blog\/x,google\.com,newsletter,,c1,\/login$/,
    );
    expect(early[5]).toMatch(/^\S+,Old,Lead,old@firm\.example,,{8}$/);
    const contact = await csvLines('contact');
    expect(contact[0]).toBe(`Date,First name,Last name,Email,Message,${columns}`);
    expect(contact[1]).toMatch(/^\S+,Lin,Ked,lin@firm\.example,Hi,linkedin\.com,,,linkedin\.com,,,,$/);
    const newsletter = await csvLines('newsletter');
    expect(newsletter[0]).toBe(`Date,Email,${columns}`);
    expect(newsletter[1]).toMatch(
      /^\S+,bing@firm\.example,bing\.com,\/blog\/x,\/blog\/x,google\.com,newsletter,cpc,c1,\/login$/,
    );
  });

  it('shows a lead sent through the early-access form under its source', async () => {
    const res = await earlyAccessRoute.POST(
      jsonRequest('/api/public/early-access', {
        method: 'POST',
        body: {
          firstName: 'Cam',
          lastName: 'Paign',
          email: 'cam@firm.example',
          attribution: { page: '/login?from=/blog/usa/z&utm_source=Spring-Mail', referrer: '' },
        },
        headers: { 'x-forwarded-for': '198.18.9.9', 'user-agent': 'jest' },
      }),
      {},
    );
    expect(res.status).toBe(201);
    const { body } = await list('?type=early-access&source=spring-mail');
    expect(body.submissions).toEqual([
      expect.objectContaining({
        email: 'cam@firm.example',
        source: 'Spring-Mail',
        article_path: '/blog/usa/z',
      }),
    ]);
    expect(body.sources).toContain('Spring-Mail');
  });
});
