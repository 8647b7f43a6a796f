import { sql } from 'drizzle-orm';
import * as contactRoute from '@/app/api/public/contact/route';
import * as earlyAccessRoute from '@/app/api/public/early-access/route';
import * as newsletterRoute from '@/app/api/public/newsletter/route';
import { resetConfigForTests } from '@/lib/config';
import {
  PUBLIC_FORM_EMAIL_RATE_LIMIT,
  PUBLIC_FORM_GLOBAL_RATE_LIMIT,
  PUBLIC_FORM_RATE_LIMIT,
} from '@/lib/constants/forms';
import { newsletterSubscribers, rateLimitEvents } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';

// Issue 36, point 5: with TRUSTED_PROXY_HOPS=0 every visitor is the address 'unknown', so the forms'
// per-address limit (10 posts in 10 minutes) was one count for the whole world: ten posts from anyone
// closed a form for everyone. Now, with the address unknown, a form combines a per-email limit with a
// high budget for everyone together, and one sender cannot close it for the others.

jest.setTimeout(180_000);

type Post = (r: Request, c: unknown) => Promise<Response>;
const FORMS: { name: string; path: string; post: Post; body: (email: string) => Record<string, string> }[] = [
  {
    name: 'early access',
    path: '/api/public/early-access',
    post: earlyAccessRoute.POST,
    body: (email) => ({ firstName: 'Ana', lastName: 'Reyes', email }),
  },
  {
    name: 'contact',
    path: '/api/public/contact',
    post: contactRoute.POST,
    body: (email) => ({ firstName: 'Ana', lastName: 'Reyes', email, message: 'Hello' }),
  },
  {
    name: 'newsletter',
    path: '/api/public/newsletter',
    post: newsletterRoute.POST,
    body: (email) => ({ email, market: 'usa' }),
  },
];
const TOO_MANY = { error: 'Too many submissions. Please try again later.' };

function send(form: (typeof FORMS)[number], email: string, forwardedFor?: string): Promise<Response> {
  return form.post(
    jsonRequest(form.path, {
      method: 'POST',
      body: form.body(email),
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }),
    {},
  );
}

describe(`public forms when every client is 'unknown' (TRUSTED_PROXY_HOPS=0) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  // The newsletter box mails a confirmation link: to a temporary outbox.
  useMailOutbox('ailex-shared-address-');

  beforeAll(() => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetConfigForTests();
  });
  afterAll(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetConfigForTests();
  });
  beforeEach(async () => {
    await testDb.get().delete(rateLimitEvents);
  });

  it.each(FORMS.map((f) => [f.name, f] as const))(
    '%s: one sender posting 3 × the address limit closes the form for its own email only',
    async (_name, form) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3 * PUBLIC_FORM_RATE_LIMIT.limit; i++) {
        // Forged headers change nothing with hops 0.
        const res = await send(form, 'flood@attacker.example', `198.51.100.${i}`);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(await res.json()).toEqual(TOO_MANY);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(PUBLIC_FORM_EMAIL_RATE_LIMIT.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(
        3 * PUBLIC_FORM_RATE_LIMIT.limit - PUBLIC_FORM_EMAIL_RATE_LIMIT.limit,
      );
      expect((await send(form, 'visitor@client.example')).status).toBe(201);
    },
  );

  it('a sender rotating emails past the old shared limit leaves the form open to the next visitor', async () => {
    const form = FORMS[1]!;
    for (let i = 0; i < 2 * PUBLIC_FORM_RATE_LIMIT.limit; i++) {
      expect((await send(form, `rotating-${i}@attacker.example`)).status).toBe(201);
    }
    expect((await send(form, 'visitor@client.example')).status).toBe(201);
  });

  it('the budget for everyone together still bounds the rows anonymous posts can add', async () => {
    const form = FORMS[2]!;
    const db = testDb.get();
    await db.delete(newsletterSubscribers);
    for (let i = 0; i < PUBLIC_FORM_GLOBAL_RATE_LIMIT.limit; i++) {
      const res = await send(form, `reader-${i}@example.com`);
      if (res.status !== 201) throw new Error(`post ${i} answered ${res.status}`);
    }
    const refused = await send(form, 'one-too-many@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers);
    expect(row?.n).toBe(PUBLIC_FORM_GLOBAL_RATE_LIMIT.limit);
  });

  it('keeps the per-address limit when the address is known (hops 1), and the email limit across addresses', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetConfigForTests();
    try {
      const form = FORMS[0]!;
      for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
        expect((await send(form, `p${i}@example.com`, '203.0.113.77')).status).toBe(201);
      }
      expect((await send(form, 'p-late@example.com', '203.0.113.77')).status).toBe(429);
      expect((await send(form, 'p-late@example.com', '203.0.113.78')).status).toBe(201);
      // The same email from new addresses each time: the email's own limit holds.
      const statuses = [];
      for (let i = 0; i < PUBLIC_FORM_EMAIL_RATE_LIMIT.limit + 2; i++) {
        statuses.push((await send(form, 'same@example.com', `203.0.113.${100 + i}`)).status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    } finally {
      process.env.TRUSTED_PROXY_HOPS = '0';
      resetConfigForTests();
    }
  });
});
