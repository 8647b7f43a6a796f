import { and, eq } from 'drizzle-orm';
import { confirmAction, unsubscribeAction } from '@/app/(site)/newsletter/actions';
import { NEWSLETTER_CONSENT } from '@/lib/constants/notifications';
import type { MarketCode } from '@/lib/markets';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { emailHash, inspectConfirmLink, markBounced, unsubscribeUrls } from '@/lib/server/newsletter';
import {
  mailQueue,
  newsletterSubscribers,
  newsletterSuppressions,
  rateLimitEvents,
} from '@/lib/server/db/schema';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { decodeQuotedPrintable, newsletterConfirmTokenFrom } from '@/tests/integration/admin/support/eml';
import { oneClick, subscribe } from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/** What a server action's redirect() throws: its digest names the target. */
async function redirectOf(action: Promise<void>): Promise<string> {
  try {
    await action;
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2] ?? '';
    throw err;
  }
  throw new Error('the action did not redirect');
}
const form = (token: string) => {
  const data = new FormData();
  data.set('token', token);
  return data;
};

describe(`newsletter subscriptions: double opt-in, unsubscribe, suppression [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const db = () => testDb.get();
  const mail = useMailOutbox('ailex-newsletter-');

  async function outbox(): Promise<string[]> {
    await settleBackgroundMail();
    return mail.messages();
  }
  const row = async (email: string, market: MarketCode = 'usa') =>
    (
      await db()
        .select()
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.market, market)))
    )[0];
  const suppressions = (email: string) =>
    db()
      .select({ market: newsletterSuppressions.market, reason: newsletterSuppressions.reason })
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.emailHash, emailHash(email)))
      .orderBy(newsletterSuppressions.market);

  /** Subscribes and returns the token of the link the mail carried. */
  async function subscribeAndReadLink(email: string, market: MarketCode = 'usa'): Promise<string> {
    const before = (await outbox()).length;
    expect((await subscribe({ email, market })).status).toBe(201);
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    return newsletterConfirmTokenFrom(mails[0]!);
  }

  beforeEach(async () => {
    await db().delete(mailQueue);
    await db().delete(newsletterSubscribers);
    await db().delete(newsletterSuppressions);
    await db().delete(rateLimitEvents);
  });

  it('keeps a new address pending, with the consent shown, until its link is confirmed by a POST', async () => {
    const token = await subscribeAndReadLink('Reader@Example.com');
    const pending = await row('reader@example.com');
    expect(pending).toMatchObject({
      status: 'pending',
      language: 'en',
      consentVersion: NEWSLETTER_CONSENT.version,
      consentText: NEWSLETTER_CONSENT.text.en,
      confirmedAt: null,
    });
    // Only the link's SHA-256 is stored.
    expect(pending?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending?.confirmTokenHash).not.toBe(token);
    expect(pending!.confirmExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    // Opening the link (what a mail scanner does) confirms nothing.
    expect(await inspectConfirmLink(token)).toEqual({ state: 'valid', market: 'usa' });
    expect((await row('reader@example.com'))?.status).toBe('pending');

    // The page's one button does.
    expect(await redirectOf(confirmAction(form(token)))).toBe('/newsletter/confirmed?market=usa');
    const confirmed = await row('reader@example.com');
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    // The link is spent.
    expect(await inspectConfirmLink(token)).toEqual({ state: 'unknown' });
  });

  it('answers the same for a new, pending, confirmed, unsubscribed and suppressed address', async () => {
    // Set the known addresses up: one pending, one confirmed, one unsubscribed, one erased (suppressed).
    await subscribeAndReadLink('pending@example.com');
    const confirmedToken = await subscribeAndReadLink('confirmed@example.com');
    await redirectOf(confirmAction(form(confirmedToken)));
    const leaverToken = await subscribeAndReadLink('leaver@example.com');
    await redirectOf(confirmAction(form(leaverToken)));
    const leaver = await row('leaver@example.com');
    expect(
      (await oneClick((await unsubscribeUrls(leaver!.id)).oneClick.split('token=')[1]!, 'empty')).status,
    ).toBe(200);
    await db()
      .insert(newsletterSuppressions)
      .values({ emailHash: emailHash('erased@example.com'), market: 'usa', reason: 'erased' });
    await db().delete(rateLimitEvents);

    const before = (await outbox()).length;
    const answers = [];
    for (const email of [
      'new@example.com',
      'pending@example.com',
      'confirmed@example.com',
      'leaver@example.com',
      'erased@example.com',
    ]) {
      const res = await subscribe({ email, market: 'usa' });
      answers.push({ status: res.status, body: await res.text(), type: res.headers.get('content-type') });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 201, body: '{"success":true}', type: 'application/json' });

    // After the responses: a link for every address but the one already confirmed.
    const recipients = (await outbox())
      .slice(before)
      .map((m) => /^To: (.+)$/m.exec(m)?.[1])
      .sort();
    expect(recipients).toEqual([
      'erased@example.com',
      'leaver@example.com',
      'new@example.com',
      'pending@example.com',
    ]);
    expect((await row('confirmed@example.com'))?.status).toBe('confirmed');
    expect((await row('leaver@example.com'))?.status).toBe('pending');
  });

  it.each([
    ['be-fr' as const, 'fr', 'Confirmer mon inscription', NEWSLETTER_CONSENT.text.fr],
    ['be-nl' as const, 'nl', 'Mijn inschrijving bevestigen', NEWSLETTER_CONSENT.text.nl],
  ])(
    'writes the link for %s in %s and records the consent in that language',
    async (market, lang, button, consent) => {
      const before = (await outbox()).length;
      expect((await subscribe({ email: `lecteur-${lang}@example.be`, market })).status).toBe(201);
      const [message] = (await outbox()).slice(before);
      const body = decodeQuotedPrintable(message!);
      expect(body).toContain(button);
      expect(body).toContain(`<html lang="${lang}">`);
      expect(body).toMatch(/https:\/\/ailex\.example\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/);
      expect(body).not.toContain('Confirm my subscription');
      expect(await row(`lecteur-${lang}@example.be`, market)).toMatchObject({
        language: lang,
        consentText: consent,
      });
    },
  );

  it('refuses an expired link: nothing is confirmed and the page says so', async () => {
    const token = await subscribeAndReadLink('late@example.com', 'be-fr');
    await db()
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'late@example.com'));
    expect(await inspectConfirmLink(token)).toEqual({ state: 'expired', market: 'be-fr' });
    expect(await redirectOf(confirmAction(form(token)))).toBe(`/newsletter/confirm/${token}`);
    expect((await row('late@example.com', 'be-fr'))?.status).toBe('pending');
    // An unknown or malformed token is no confirmation either (and no error).
    expect(await redirectOf(confirmAction(form('x'.repeat(43))))).toBe(
      `/newsletter/confirm/${'x'.repeat(43)}`,
    );
    expect(await redirectOf(confirmAction(form('bad\u0000token')))).toBe('/newsletter/confirm/bad%00token');
  });

  it.each(['urlencoded', 'multipart'] as const)(
    'unsubscribes with one %s RFC 8058 POST, suppresses the address and cancels its queued mail',
    async (as) => {
      const token = await subscribeAndReadLink(`one-click-${as}@example.com`);
      await redirectOf(confirmAction(form(token)));
      const subscriber = await row(`one-click-${as}@example.com`);
      const queued = await db()
        .insert(mailQueue)
        .values({ kind: 'campaign', subscriberId: subscriber!.id, recipient: subscriber!.email })
        .returning({ id: mailQueue.id });
      const unsubscribeToken = new URL((await unsubscribeUrls(subscriber!.id)).oneClick).searchParams.get(
        'token',
      )!;

      const res = await oneClick(unsubscribeToken, as);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      const left = await row(`one-click-${as}@example.com`);
      expect(left?.status).toBe('unsubscribed');
      expect(left?.unsubscribedAt).toBeInstanceOf(Date);
      expect(await suppressions(`one-click-${as}@example.com`)).toEqual([
        { market: 'usa', reason: 'unsubscribed' },
      ]);
      const [message] = await db().select().from(mailQueue).where(eq(mailQueue.id, queued[0]!.id));
      expect(message).toMatchObject({ status: 'failed', lastError: 'unsubscribed' });

      // Idempotent: the same click again is the same answer and changes nothing.
      const again = await oneClick(unsubscribeToken, as);
      expect(again.status).toBe(200);
      expect((await row(`one-click-${as}@example.com`))?.unsubscribedAt).toEqual(left?.unsubscribedAt);
    },
  );

  it('answers a bad, forged, missing or NUL unsubscribe token with a 400 JSON error', async () => {
    const token = await subscribeAndReadLink('forged@example.com');
    await redirectOf(confirmAction(form(token)));
    const subscriber = await row('forged@example.com');
    const real = new URL((await unsubscribeUrls(subscriber!.id)).oneClick).searchParams.get('token')!;
    const forged = `${subscriber!.id}.${'A'.repeat(24)}`;
    for (const bad of [forged, 'nonsense', `${real}x`, 'a\u0000b']) {
      const res = await oneClick(bad, 'urlencoded');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(typeof (await res.json()).error).toBe('string');
    }
    const missing = await oneClick(null, 'urlencoded');
    expect(missing.status).toBe(400);
    expect((await row('forged@example.com'))?.status).toBe('confirmed');
  });

  it("unsubscribes from the visible link's page with its one button, and the page then says so", async () => {
    const token = await subscribeAndReadLink('page@example.be', 'be-nl');
    await redirectOf(confirmAction(form(token)));
    const subscriber = await row('page@example.be', 'be-nl');
    const { page } = await unsubscribeUrls(subscriber!.id);
    const pageToken = decodeURIComponent(new URL(page).pathname.split('/').pop()!);
    expect(await redirectOf(unsubscribeAction(form(pageToken)))).toBe(`/newsletter/unsubscribe/${pageToken}`);
    expect((await row('page@example.be', 'be-nl'))?.status).toBe('unsubscribed');
    expect(await suppressions('page@example.be')).toEqual([{ market: 'be-nl', reason: 'unsubscribed' }]);
  });

  it('keeps the suppression until the address confirms a new subscription, bounces included', async () => {
    const token = await subscribeAndReadLink('comeback@example.com');
    await redirectOf(confirmAction(form(token)));
    const subscriber = await row('comeback@example.com');
    await oneClick(
      new URL((await unsubscribeUrls(subscriber!.id)).oneClick).searchParams.get('token'),
      'empty',
    );
    await markBounced(db(), subscriber!.id);
    expect((await row('comeback@example.com'))?.status).toBe('bounced');
    expect(await suppressions('comeback@example.com')).toEqual([
      { market: '*', reason: 'bounced' },
      { market: 'usa', reason: 'unsubscribed' },
    ]);

    // Subscribing again is not enough: the suppressions stay while the new subscription is pending.
    await db().delete(rateLimitEvents);
    const again = await subscribeAndReadLink('comeback@example.com');
    expect((await row('comeback@example.com'))?.status).toBe('pending');
    expect(await suppressions('comeback@example.com')).toHaveLength(2);

    // Confirming lifts both (another market's suppression would stay).
    await db()
      .insert(newsletterSuppressions)
      .values({ emailHash: emailHash('comeback@example.com'), market: 'be-fr', reason: 'unsubscribed' });
    await redirectOf(confirmAction(form(again)));
    expect((await row('comeback@example.com'))?.status).toBe('confirmed');
    expect(await suppressions('comeback@example.com')).toEqual([{ market: 'be-fr', reason: 'unsubscribed' }]);
  });
});
