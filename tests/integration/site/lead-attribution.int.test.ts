import { eq, sql } from 'drizzle-orm';
import * as contactRoute from '@/app/api/public/contact/route';
import * as earlyAccessRoute from '@/app/api/public/early-access/route';
import * as newsletterRoute from '@/app/api/public/newsletter/route';
import { PUBLIC_FORM_EMAIL_RATE_LIMIT } from '@/lib/constants/forms';
import { utcDay } from '@/lib/analytics/days';
// The visitor hash a stored pageview carries, computed as the ingestion does: the domain keeps it internal.
// eslint-disable-next-line no-restricted-imports
import { dailySalt, visitorHash } from '@/lib/server/analytics/visitor';
import {
  analyticsEvents,
  contactMessages,
  earlyAccessRequests,
  newsletterSubscribers,
  rateLimitEvents,
} from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { captureLog } from '@/tests/helpers/log-capture';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

/*
 * Issue 38 point 2: every public form records where its lead came from (docs/adr/0113). The forms send
 * the page they were sent from and its referrer; the server adds where the visit began (the same daily
 * visitor hash's first pageview) and stores the lead's attribution columns with it.
 */

const UA = 'Mozilla/5.0 (attribution test)';
let nextAddress = 1;
const freshAddress = () => `198.18.0.${(nextAddress += 1)}`;

const post = (path: string, body: unknown, address: string | null) =>
  jsonRequest(path, {
    method: 'POST',
    body,
    headers: { 'user-agent': UA, ...(address ? { 'x-forwarded-for': address } : {}) },
  });
const earlyAccess = (body: unknown, address: string | null = freshAddress()) =>
  earlyAccessRoute.POST(post('/api/public/early-access', body, address), {});
const contact = (body: unknown, address: string | null = freshAddress()) =>
  contactRoute.POST(post('/api/public/contact', body, address), {});
const newsletter = (body: unknown, address: string | null = freshAddress()) =>
  newsletterRoute.POST(post('/api/public/newsletter', body, address), {});

const person = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@firm.example' };
const FROM_ARTICLE = {
  page: '/login?from=/blog/x&utm_source=newsletter&utm_campaign=c1',
  referrer: 'https://www.google.com/search?q=a',
};

describe(`lead attribution on the public forms [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  useMailOutbox('ailex-lead-attribution-');
  const db = () => testDb.get();

  beforeEach(async () => {
    await db().delete(earlyAccessRequests);
    await db().delete(contactMessages);
    await db().delete(newsletterSubscribers);
    await db().delete(analyticsEvents);
    await db().delete(rateLimitEvents);
  });

  /** A pageview of this visitor stored today, as the beacon's batch would have written it. */
  async function storedPageview(address: string, fields: Partial<typeof analyticsEvents.$inferInsert>) {
    const now = new Date();
    const day = utcDay(now);
    await db()
      .insert(analyticsEvents)
      .values({
        day,
        occurredAt: new Date(now.getTime() - 60_000),
        name: 'pageview',
        path: '/',
        routeType: 'home',
        market: 'site',
        device: 'desktop',
        visitorHash: visitorHash(await dailySalt(db(), day), address, UA),
        ...fields,
      });
  }

  it("stores the article, the UTM source and the referrer of a lead sent from an article's call to action", async () => {
    const res = await earlyAccess({ ...person, attribution: FROM_ARTICLE });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(earlyAccessRequests);
    expect(row).toMatchObject({
      articlePath: '/blog/x',
      utmSource: 'newsletter',
      utmMedium: null,
      utmCampaign: 'c1',
      source: 'newsletter',
      sourcePage: '/login',
      // No earlier pageview of this visitor: the form's own page and referrer stand in.
      landingPage: '/login',
      referrerHost: 'google.com',
      sourceMarket: 'global',
    });
  });

  it("takes the landing page, referrer and UTM parameters from the visitor's first pageview today", async () => {
    const address = freshAddress();
    await storedPageview(address, {
      path: '/blog/usa/intake-checklist',
      routeType: 'article',
      market: 'usa',
      referrerHost: 'linkedin.com',
      utmSource: 'li',
      utmMedium: 'social',
      utmCampaign: 'spring',
    });
    // A later pageview of the same visitor is not where the visit began.
    await storedPageview(address, { path: '/tx', occurredAt: new Date(), utmSource: 'later' });
    const res = await contact(
      {
        ...person,
        message: 'Hello',
        attribution: { page: '/?from=/blog/usa/intake-checklist', referrer: 'https://www.google.com/' },
      },
      address,
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(contactMessages);
    expect(row).toMatchObject({
      landingPage: '/blog/usa/intake-checklist',
      referrerHost: 'linkedin.com',
      utmSource: 'li',
      utmMedium: 'social',
      utmCampaign: 'spring',
      source: 'li',
      sourcePage: '/',
      articlePath: '/blog/usa/intake-checklist',
      sourceMarket: 'usa',
    });
  });

  it("does not take another visitor's pageview: the pageview of a different address is not this visit", async () => {
    await storedPageview(freshAddress(), { path: '/fl', referrerHost: 'bing.com' });
    await earlyAccess({ ...person, attribution: { page: '/login', referrer: '' } });
    const [row] = await db().select().from(earlyAccessRequests);
    expect(row).toMatchObject({ landingPage: '/login', referrerHost: null, source: 'Direct' });
  });

  it('does not look for a visit when the client address is unknown (every such visitor hashes alike)', async () => {
    await storedPageview('unknown', { path: '/ny', referrerHost: 'bing.com', utmSource: 'someone-else' });
    const res = await earlyAccess({ ...person, attribution: { page: '/login', referrer: '' } }, null);
    expect(res.status).toBe(201);
    const [row] = await db().select().from(earlyAccessRequests);
    expect(row).toMatchObject({
      landingPage: '/login',
      referrerHost: null,
      utmSource: null,
      source: 'Direct',
    });
  });

  it.each([
    ['a page that is not an article', '/login?from=/pricing'],
    ['a blog index', '/login?from=/blog/usa'],
    ['a category page', '/login?from=/blog/usa/category/ethics'],
    ['another site', '/login?from=https://evil.example/blog/x'],
    ['a protocol-relative URL', '/login?from=//evil.example/blog/x'],
    ['a backslashed host', '/login?from=/%5Cevil.example/blog/x'],
  ])('ignores a from= that names %s', async (_, page) => {
    expect((await earlyAccess({ ...person, attribution: { page } })).status).toBe(201);
    const [row] = await db().select().from(earlyAccessRequests);
    expect(row).toMatchObject({ articlePath: null, sourcePage: '/login', source: 'Direct' });
  });

  it.each([
    ['a string', 'from google'],
    ['null', null],
    ['an array', []],
    ['a page that is a number', { page: 5 }],
    ['no page', { referrer: 'https://google.com/' }],
    ['a referrer that is an object', { page: '/login', referrer: { href: 'x' } }],
    ['a page that is not a path', { page: 'https://evil.example/login' }],
    ['a protocol-relative page', { page: '//evil.example/login' }],
  ])('refuses attribution that is %s with a 400, storing nothing', async (_, attribution) => {
    const early = await earlyAccess({ ...person, attribution });
    expect(early.status).toBe(400);
    expect(typeof (await early.json()).error).toBe('string');
    expect((await contact({ ...person, message: 'Hi', attribution })).status).toBe(400);
    expect((await newsletter({ email: 'reader@firm.example', market: 'usa', attribution })).status).toBe(400);
    expect(await db().select().from(earlyAccessRequests)).toHaveLength(0);
    expect(await db().select().from(contactMessages)).toHaveLength(0);
    expect(await db().select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('refuses NUL characters in the attribution with a 400, storing nothing', async () => {
    for (const attribution of [
      { page: '/login\u0000' },
      { page: '/login', referrer: 'https://google.com/\u0000' },
    ]) {
      const res = await earlyAccess({ ...person, attribution });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/^Input must not contain NUL characters: attribution\./);
    }
    expect(await db().select().from(earlyAccessRequests)).toHaveLength(0);
  });

  it('cuts an over-long page rather than refusing the lead', async () => {
    const res = await earlyAccess({
      ...person,
      attribution: {
        page: `/login?utm_source=${'s'.repeat(5000)}`,
        referrer: `https://g.example/${'r'.repeat(5000)}`,
      },
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(earlyAccessRequests);
    expect(row?.utmSource).toHaveLength(100);
  });

  it('stores the lead without attribution, and logs a warning, when the attribution cannot be resolved', async () => {
    const spent = { ...person, email: 'spent@firm.example' };
    for (let i = 0; i < PUBLIC_FORM_EMAIL_RATE_LIMIT.limit; i++) await earlyAccess(spent);
    // A database fault inside the resolver: the table of pageviews is not there for a moment.
    await db().execute(sql`alter table analytics_events rename to analytics_events_away`);
    const log = captureLog();
    let res: Response;
    try {
      // Neither a honeypot's post nor a refused one is resolved: neither meets the fault.
      expect((await earlyAccess({ ...person, website: 'x', attribution: FROM_ARTICLE })).status).toBe(201);
      expect((await earlyAccess({ ...spent, attribution: FROM_ARTICLE })).status).toBe(429);
      res = await earlyAccess({ ...person, attribution: FROM_ARTICLE });
    } finally {
      log.restore();
      await db().execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    expect(res.status).toBe(201);
    const [row] = await db()
      .select()
      .from(earlyAccessRequests)
      .where(eq(earlyAccessRequests.email, 'ana@firm.example'));
    expect(row).toMatchObject({
      source: null,
      articlePath: null,
      sourcePage: null,
    });
    expect(log.lines().filter((l) => l.component === 'leads')).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('attribution') }),
    ]);
  });

  it('still takes a post without attribution (an old page still open in a tab)', async () => {
    expect((await earlyAccess(person)).status).toBe(201);
    const [row] = await db().select().from(earlyAccessRequests);
    expect(row).toMatchObject({ sourcePage: null, landingPage: null, source: 'Direct' });
  });
});
