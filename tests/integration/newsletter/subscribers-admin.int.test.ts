import { eq } from 'drizzle-orm';
import { GET as list } from '@/app/api/admin/subscribers/route';
import { GET as exportCsv } from '@/app/api/admin/subscribers/export/route';
import { DELETE as erase } from '@/app/api/admin/subscribers/[id]/route';
import type { SubscribersResponse } from '@/lib/admin/notifications';
import type { SubscriberStatus } from '@/lib/constants/notifications';
import type { MarketCode } from '@/lib/markets';
import { emailHash } from '@/lib/server/newsletter';
import {
  auditLog,
  mailQueue,
  newsletterCampaigns,
  newsletterSubscribers,
  newsletterSuppressions,
  rateLimitEvents,
} from '@/lib/server/db/schema';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';
import { subscribe, tablesHolding } from './support';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const API = '/api/admin/subscribers';
const UNKNOWN_ID = '7d3f1c1e-0000-4000-8000-000000000000';

describe(`subscribers admin API: list, export, erase [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const db = () => testDb.get();
  useMailOutbox('ailex-subscribers-');
  let admin: Record<string, string>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    admin = (await accountWithSession(db(), 'subs-admin@firm.example')).auth;
    editor = (await accountWithSession(db(), 'subs-editor@firm.example', 'editor')).auth;
  });

  async function add(email: string, market: MarketCode, status: SubscriberStatus, createdAt = new Date()) {
    const [row] = await db()
      .insert(newsletterSubscribers)
      .values({
        email,
        market,
        language: market === 'be-fr' ? 'fr' : market === 'be-nl' ? 'nl' : 'en',
        status,
        consentVersion: 'v1',
        consentText: 'I agree',
        consentAt: createdAt,
        confirmedAt: status === 'confirmed' ? createdAt : null,
        createdAt,
      })
      .returning();
    return row!;
  }

  const get = (query: string, auth = admin) => list(jsonRequest(`${API}${query}`, { headers: auth }), {});
  const csv = (query: string, auth = admin) =>
    exportCsv(jsonRequest(`${API}/export${query}`, { headers: auth }), {});
  const del = (id: string, auth = admin) =>
    erase(jsonRequest(`${API}/${id}`, { method: 'DELETE', headers: auth }), routeContext({ id }));

  beforeEach(async () => {
    await db().delete(mailQueue);
    await db().delete(newsletterCampaigns);
    await db().delete(newsletterSubscribers);
    await db().delete(newsletterSuppressions);
    await db().delete(rateLimitEvents);
  });

  it('refuses an editor on every subscribers route with a 403', async () => {
    const row = await add('someone@example.com', 'usa', 'confirmed');
    for (const res of [await get('', editor), await csv('', editor), await del(row.id, editor)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Forbidden: this needs an admin account' });
    }
    expect(await db().select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('lists subscribers newest first with filters, and counts every market and status whatever the filters', async () => {
    const t = (m: number) => new Date(Date.UTC(2026, 10, 1, 0, m));
    await add('ann@example.com', 'usa', 'confirmed', t(1));
    await add('bob@example.com', 'usa', 'pending', t(2));
    await add('claire@example.be', 'be-fr', 'confirmed', t(3));
    await add('dirk@example.be', 'be-nl', 'unsubscribed', t(4));
    await add('ann@example.com', 'be-fr', 'bounced', t(5));

    const all = (await (await get('')).json()) as SubscribersResponse;
    expect(all.subscribers.map((s) => `${s.email} ${s.market}`)).toEqual([
      'ann@example.com be-fr',
      'dirk@example.be be-nl',
      'claire@example.be be-fr',
      'bob@example.com usa',
      'ann@example.com usa',
    ]);
    expect(all.subscribers[4]).toEqual({
      id: expect.any(String),
      email: 'ann@example.com',
      market: 'usa',
      status: 'confirmed',
      confirmedAt: t(1).toISOString(),
      createdAt: t(1).toISOString(),
    });
    expect(all.counts).toEqual(
      expect.arrayContaining([
        { market: 'usa', status: 'confirmed', count: 1 },
        { market: 'usa', status: 'pending', count: 1 },
        { market: 'be-fr', status: 'confirmed', count: 1 },
        { market: 'be-fr', status: 'bounced', count: 1 },
        { market: 'be-nl', status: 'unsubscribed', count: 1 },
      ]),
    );
    expect(all.counts).toHaveLength(5);

    const emails = async (query: string) =>
      ((await (await get(query)).json()) as SubscribersResponse).subscribers.map((s) => s.email);
    expect(await emails('?market=be-fr')).toEqual(['ann@example.com', 'claire@example.be']);
    expect(await emails('?status=confirmed')).toEqual(['claire@example.be', 'ann@example.com']);
    expect(await emails('?market=usa&status=pending')).toEqual(['bob@example.com']);
    expect(await emails('?search=ANN@')).toEqual(['ann@example.com', 'ann@example.com']);
    // A LIKE wildcard in the search is a plain character.
    expect(await emails('?search=%25')).toEqual([]);
    const filtered = (await (await get('?market=be-nl')).json()) as SubscribersResponse;
    expect(filtered.counts).toHaveLength(5);
  });

  it.each([
    ['?market=mars', 'Invalid market: expected one of global, usa, be-fr, be-nl'],
    ['?status=gone', 'Invalid status: expected one of pending, confirmed, unsubscribed, bounced'],
    [`?search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ['?search=a%00b', 'Input must not contain NUL characters: search'],
  ])('answers a bad query %s with a 400 JSON error', async (query, error) => {
    for (const res of [await get(query), await csv(query.startsWith('?search') ? '?market=%00' : query)]) {
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect((await (await get(query)).json()).error).toBe(error);
  });

  it('exports the filtered subscribers as a CSV whose cells cannot act as formulas', async () => {
    await add('=cmd@example.com', 'usa', 'confirmed');
    await add('plain@example.com', 'usa', 'pending');
    await add('other@example.be', 'be-fr', 'confirmed');
    const res = await csv('?market=usa');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Email,Market,Status,Signed up,Confirmed at,Consent version,Consent at');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith("'=cmd@example.com,usa,confirmed"))).toBe(true);
    expect(lines.some((l) => l.startsWith('plain@example.com,usa,pending,'))).toBe(true);
    expect((await (await csv('?status=confirmed')).text()).split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('erases a person: every market of the address, leaving it in no table, only suppression hashes', async () => {
    const address = 'forget.me@example.com';
    // Through the public box (rate-limit events, a confirmation mail) and in two markets.
    expect((await subscribe({ email: address, market: 'usa' })).status).toBe(201);
    await settleBackgroundMail();
    const usa = (
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address))
    )[0]!;
    const fr = await add(address, 'be-fr', 'confirmed');
    const [campaign] = await db()
      .insert(newsletterCampaigns)
      .values({ market: 'be-fr', subject: 'Nouvelles', intro: 'Bonjour', articleIds: [] })
      .returning();
    await db()
      .insert(mailQueue)
      .values([
        { kind: 'campaign', campaignId: campaign!.id, subscriberId: fr.id, recipient: address },
        {
          kind: 'confirmation',
          subscriberId: usa.id,
          recipient: address,
          status: 'sent',
          message: { subject: 'Confirm', text: `to ${address}`, html: '' },
        },
      ]);
    const keep = await add('keep@example.com', 'usa', 'confirmed');

    // The scan finds the address where it is (so its empty answer below means something).
    expect((await tablesHolding(db(), address)).sort()).toEqual([
      'mail_queue.message',
      'mail_queue.recipient',
      'newsletter_subscribers.email',
    ]);

    const res = await del(fr.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, erased: 2 });

    expect(await tablesHolding(db(), address)).toEqual([]);
    expect(await tablesHolding(db(), 'forget.me')).toEqual([]);
    const suppressed = await db()
      .select()
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.emailHash, emailHash(address)));
    expect(suppressed.map((s) => [s.market, s.reason]).sort()).toEqual([
      ['be-fr', 'erased'],
      ['usa', 'erased'],
    ]);
    // The queue keeps its counts, not the address; what was still waiting is cancelled.
    const queue = await db().select().from(mailQueue).orderBy(mailQueue.id);
    expect(queue.map((q) => [q.kind, q.recipient, q.status, q.message])).toEqual([
      // The box's own confirmation, sent through the queue.
      ['confirmation', 'erased', 'sent', null],
      ['campaign', 'erased', 'failed', null],
      ['confirmation', 'erased', 'sent', null],
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.subscriber_erased'));
    expect(entry?.detail).toEqual({
      subscriberIds: expect.arrayContaining([usa.id, fr.id]),
      markets: expect.any(Array),
    });
    // Nobody else is touched.
    expect(await db().select().from(newsletterSubscribers)).toEqual([keep]);

    // Erased twice, or never there, or not an id: a 404, never a 500.
    for (const id of [fr.id, UNKNOWN_ID, 'not-a-uuid']) {
      const again = await del(id);
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ error: 'Subscriber not found' });
    }
    expect((await del('a\u0000b')).status).toBe(400);
  });
});
