import { eq } from 'drizzle-orm';
import { NEWSLETTER_CONSENT } from '@/lib/constants/notifications';
import { newsletterSubscribers, rateLimitEvents } from '@/lib/server/db/schema';
import { leadAttributionRows } from '@/lib/server/leads';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { subscribe } from './support';

/*
 * Issue 38 point 2 for the newsletter box: a sign-up records where it came from (docs/adr/0113) without
 * making a known address answer otherwise than an unknown one (docs/adr/0110). The resolving itself is
 * proved with the other forms: tests/integration/site/lead-attribution.int.test.ts.
 */

const FROM_ARTICLE = {
  page: '/login?from=/blog/x&utm_source=newsletter&utm_campaign=c1',
  referrer: 'https://www.google.com/search?q=a',
};

describe(`the newsletter box's attribution [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  useMailOutbox('ailex-newsletter-attribution-');
  const db = () => testDb.get();

  beforeEach(async () => {
    await db().delete(newsletterSubscribers);
    await db().delete(rateLimitEvents);
  });

  it('records the sign-up of the newsletter box with its source', async () => {
    const res = await subscribe({ email: 'reader@firm.example', market: 'usa', attribution: FROM_ARTICLE });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(newsletterSubscribers);
    expect(row).toMatchObject({
      status: 'pending',
      articlePath: '/blog/x',
      source: 'newsletter',
      utmCampaign: 'c1',
    });
  });

  it('answers a known and an unknown address alike with attribution; only a confirmed one keeps its first source', async () => {
    const seeded = {
      market: 'usa' as const,
      language: 'en' as const,
      consentVersion: NEWSLETTER_CONSENT.version,
    };
    await db()
      .insert(newsletterSubscribers)
      .values([
        {
          ...seeded,
          email: 'confirmed@firm.example',
          status: 'confirmed',
          consentText: NEWSLETTER_CONSENT.text.en,
          consentAt: new Date(),
          confirmedAt: new Date(),
          source: 'first-visit',
          articlePath: '/blog/first',
        },
        {
          ...seeded,
          email: 'left@firm.example',
          status: 'unsubscribed',
          consentText: NEWSLETTER_CONSENT.text.en,
          consentAt: new Date(),
          source: 'first-visit',
          articlePath: '/blog/first',
        },
      ]);
    const answers = [];
    for (const email of ['new@firm.example', 'confirmed@firm.example', 'left@firm.example']) {
      const res = await subscribe({ email, market: 'usa', attribution: FROM_ARTICLE });
      answers.push({ status: res.status, body: await res.text(), type: res.headers.get('content-type') });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 201, body: '{"success":true}', type: 'application/json' });

    const sourceOf = async (email: string) =>
      (
        await db()
          .select({ source: newsletterSubscribers.source, article: newsletterSubscribers.articlePath })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, email))
      )[0];
    expect(await sourceOf('new@firm.example')).toEqual({ source: 'newsletter', article: '/blog/x' });
    // Subscribing again is a new sign-up: its source is this visit's.
    expect(await sourceOf('left@firm.example')).toEqual({ source: 'newsletter', article: '/blog/x' });
    expect(await sourceOf('confirmed@firm.example')).toEqual({
      source: 'first-visit',
      article: '/blog/first',
    });
  });

  it('counts an address that signs up again on the day of that sign-up, with its source', async () => {
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await db().insert(newsletterSubscribers).values({
      email: 'back@firm.example',
      market: 'usa',
      language: 'en',
      status: 'unsubscribed',
      consentVersion: NEWSLETTER_CONSENT.version,
      consentText: NEWSLETTER_CONSENT.text.en,
      consentAt: longAgo,
      createdAt: longAgo,
      source: 'first-visit',
    });
    await subscribe({ email: 'back@firm.example', market: 'usa', attribution: FROM_ARTICLE });
    const today = new Date().toISOString().slice(0, 10);
    expect(await leadAttributionRows(db(), today, today)).toEqual([
      {
        day: today,
        articlePath: '/blog/x',
        utmSource: 'newsletter',
        utmMedium: '',
        utmCampaign: 'c1',
        leads: 1,
      },
    ]);
  });
});
