import { sql } from 'drizzle-orm';
import * as contactRoute from '@/app/api/public/contact/route';
import * as earlyAccessRoute from '@/app/api/public/early-access/route';
import * as newsletterRoute from '@/app/api/public/newsletter/route';
import { PUBLIC_FORM_RATE_LIMIT } from '@/lib/constants/forms';
import {
  contactMessages,
  earlyAccessRequests,
  newsletterSubscribers,
  rateLimitEvents,
} from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// The route exports take (request, context); these routes have no dynamic segments.
const postEarlyAccess = (r: Request) => earlyAccessRoute.POST(r, {});
const postContact = (r: Request) => contactRoute.POST(r, {});
const postNewsletter = (r: Request) => newsletterRoute.POST(r, {});

let nextAddress = 1;
/** Each test posts from its own address so the per-address rate limit of one test never leaks into another. */
function freshAddress(): string {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
}

function post(path: string, body: unknown, address: string, headers: Record<string, string> = {}): Request {
  return jsonRequest(path, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': address, 'user-agent': 'jest', ...headers },
  });
}

describe(`public form APIs [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  // The newsletter box mails a confirmation link: to a temporary outbox.
  useMailOutbox('ailex-public-forms-');
  const db = () => testDb.get();
  const count = async (
    table: typeof earlyAccessRequests | typeof contactMessages | typeof newsletterSubscribers,
  ) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]?.n ?? 0;

  beforeEach(async () => {
    await db().delete(earlyAccessRequests);
    await db().delete(contactMessages);
    await db().delete(newsletterSubscribers);
    await db().delete(rateLimitEvents);
  });

  describe('POST /api/public/early-access', () => {
    const valid = {
      firstName: ' Ana ',
      lastName: 'Reyes',
      email: 'Ana.Reyes@Example.com',
      message: 'Family law in Austin',
    };

    it('stores the request and answers 201', async () => {
      const ip = freshAddress();
      const res = await postEarlyAccess(post('/api/public/early-access', valid, ip));
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ success: true });
      const rows = await db().select().from(earlyAccessRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: 'Ana',
        lastName: 'Reyes',
        email: 'ana.reyes@example.com',
        message: 'Family law in Austin',
        ipAddress: ip,
        userAgent: 'jest',
      });
    });

    it('keeps the message optional and stores none when it is blank', async () => {
      const res = await postEarlyAccess(
        post('/api/public/early-access', { ...valid, message: '   ' }, freshAddress()),
      );
      expect(res.status).toBe(201);
      const [row] = await db().select().from(earlyAccessRequests);
      expect(row?.message).toBeNull();
    });

    it('answers 201 for an email already on the list without writing a second row', async () => {
      const ip = freshAddress();
      expect((await postEarlyAccess(post('/api/public/early-access', valid, ip))).status).toBe(201);
      const again = await postEarlyAccess(
        post(
          '/api/public/early-access',
          { ...valid, firstName: 'Someone', email: 'ANA.REYES@example.COM' },
          ip,
        ),
      );
      expect(again.status).toBe(201);
      const rows = await db().select().from(earlyAccessRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.firstName).toBe('Ana');
    });

    it('rejects missing required fields with 400 and a field error for each, writing nothing', async () => {
      const res = await postEarlyAccess(
        post('/api/public/early-access', { firstName: '', email: 'not-an-email' }, freshAddress()),
      );
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe('First name is required');
      expect(body.details).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
      });
      expect(await count(earlyAccessRequests)).toBe(0);
    });

    it('rejects malformed JSON with 400', async () => {
      const res = await postEarlyAccess(post('/api/public/early-access', '{"firstName":', freshAddress()));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Malformed JSON body' });
    });

    it('rejects an over-long first name with 400', async () => {
      const res = await postEarlyAccess(
        post('/api/public/early-access', { ...valid, firstName: 'x'.repeat(101) }, freshAddress()),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).details.firstName).toBe('First name must be at most 100 characters');
      expect(await count(earlyAccessRequests)).toBe(0);
    });

    it('answers a filled honeypot like a success but writes no row and no rate-limit event', async () => {
      const res = await postEarlyAccess(
        post('/api/public/early-access', { ...valid, website: 'http://spam.example' }, freshAddress()),
      );
      expect(res.status).toBe(201);
      expect(await count(earlyAccessRequests)).toBe(0);
      expect((await db().select().from(rateLimitEvents)).length).toBe(0);
    });

    it('refuses an address over the rate limit with 429 and Retry-After, writing no row', async () => {
      const ip = freshAddress();
      for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
        const res = await postEarlyAccess(
          post('/api/public/early-access', { ...valid, email: `person${i}@example.com` }, ip),
        );
        expect(res.status).toBe(201);
      }
      const refused = await postEarlyAccess(
        post('/api/public/early-access', { ...valid, email: 'late@example.com' }, ip),
      );
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'Too many submissions. Please try again later.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await count(earlyAccessRequests)).toBe(PUBLIC_FORM_RATE_LIMIT.limit);

      // Another address is not affected.
      const other = await postEarlyAccess(
        post('/api/public/early-access', { ...valid, email: 'late@example.com' }, freshAddress()),
      );
      expect(other.status).toBe(201);
    });
  });

  describe('POST /api/public/contact', () => {
    const valid = {
      firstName: 'Marcus',
      lastName: 'Bell',
      email: 'marcus@bell-law.com',
      message: 'Do you support Clio?',
    };

    it('stores the message and answers 201', async () => {
      const res = await postContact(post('/api/public/contact', valid, freshAddress()));
      expect(res.status).toBe(201);
      const rows = await db().select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: 'Marcus',
        lastName: 'Bell',
        email: 'marcus@bell-law.com',
        message: 'Do you support Clio?',
      });
    });

    it('requires a message', async () => {
      const res = await postContact(post('/api/public/contact', { ...valid, message: ' ' }, freshAddress()));
      expect(res.status).toBe(400);
      expect((await res.json()).details).toEqual({ message: 'Message is required' });
      expect(await count(contactMessages)).toBe(0);
    });

    it('drops a post with a filled honeypot', async () => {
      const res = await postContact(post('/api/public/contact', { ...valid, website: 'x' }, freshAddress()));
      expect(res.status).toBe(201);
      expect(await count(contactMessages)).toBe(0);
    });

    it('counts its rate limit apart from the other forms', async () => {
      const ip = freshAddress();
      // A new email each time: the per-email limit (issue 36) is not what this test is about.
      for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
        const body = { ...valid, email: `marcus${i}@bell-law.com` };
        expect((await postContact(post('/api/public/contact', body, ip))).status).toBe(201);
      }
      expect((await postContact(post('/api/public/contact', valid, ip))).status).toBe(429);
      expect(
        (await postNewsletter(post('/api/public/newsletter', { email: 'n@example.com', market: 'usa' }, ip)))
          .status,
      ).toBe(201);
      expect(await count(contactMessages)).toBe(PUBLIC_FORM_RATE_LIMIT.limit);
    });
  });

  describe('POST /api/public/newsletter', () => {
    it('subscribes an address once, whatever its case', async () => {
      const ip = freshAddress();
      expect(
        (
          await postNewsletter(
            post('/api/public/newsletter', { email: 'Reader@Example.com', market: 'usa' }, ip),
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await postNewsletter(
            post('/api/public/newsletter', { email: 'reader@example.com', market: 'usa' }, ip),
          )
        ).status,
      ).toBe(201);
      const rows = await db().select().from(newsletterSubscribers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'reader@example.com', market: 'usa', status: 'pending' });
    });

    it('rejects an invalid email with 400', async () => {
      const res = await postNewsletter(
        post('/api/public/newsletter', { email: 'reader@', market: 'usa' }, freshAddress()),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'Please enter a valid email address',
        details: { email: 'Please enter a valid email address' },
      });
      expect(await count(newsletterSubscribers)).toBe(0);
    });

    it('rejects a missing email with 400', async () => {
      const res = await postNewsletter(post('/api/public/newsletter', { market: 'usa' }, freshAddress()));
      expect(res.status).toBe(400);
      expect((await res.json()).details).toEqual({ email: 'Email is required' });
    });

    it('rejects a missing or unknown market with 400', async () => {
      for (const market of [undefined, 'mars']) {
        const res = await postNewsletter(
          post('/api/public/newsletter', { email: 'reader@example.com', market }, freshAddress()),
        );
        expect(res.status).toBe(400);
        expect((await res.json()).details).toEqual({
          market: 'Invalid market: expected one of global, usa, be-fr, be-nl',
        });
      }
      expect(await count(newsletterSubscribers)).toBe(0);
    });
  });
});
