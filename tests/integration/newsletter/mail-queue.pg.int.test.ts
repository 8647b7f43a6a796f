import { and, eq } from 'drizzle-orm';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS } from '@/lib/constants/notifications';
import { resetConfigForTests } from '@/lib/config';
import { createAdmin } from '@/lib/server/auth';
import { openPostgres, type DbHandle } from '@/lib/server/db/client';
import { mailQueue, newsletterSubscribers, newsletterSuppressions } from '@/lib/server/db/schema';
import { kickMailQueue, OUTCOME_UNKNOWN, queueMail, queuedMessageId } from '@/lib/server/mail-queue';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import {
  createCampaignRow,
  emailHash,
  NEWSLETTER_MAIL_HOOKS,
  queueOrScheduleCampaign,
  runMailQueue,
} from '@/lib/server/newsletter';
import { headerOf, startSmtpStandIn, type SmtpStandIn } from '@/tests/helpers/smtp-stand-in';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { contentTypes } from '@/tests/integration/admin/support/eml';
import { queueRowsOf, seedArticle, seedSubscribers } from './support';

// Several workers on one database: two clients of the test database, as two instances would be.
// PGlite runs one transaction at a time, so only PostgreSQL can show a claim race (docs/adr/0111).
requirePostgres();
jest.setTimeout(180_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
process.env.MAIL_RATE_PER_MINUTE = '999999';

const FAST = 999_999;

describe('the mail queue sending newsletter campaigns (PostgreSQL, issue 39, ADR 0111)', () => {
  const testDb = useTestDatabase();
  const instances: DbHandle[] = [];
  let smtp: SmtpStandIn;
  let adminId: string;
  let articleId: string;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    process.env.SMTP_URL = smtp.url;
    process.env.SITE_URL = 'https://ailex.example';
    process.env.MAIL_FROM = 'AiLex <news@ailex.example>';
    resetConfigForTests();
    instances.push(await openPostgres(testDb.url(), 3), await openPostgres(testDb.url(), 3));
    adminId = (
      await createAdmin(testDb.get(), {
        email: 'news-admin@firm.example',
        name: 'News',
        password: 'NewsPass123',
      })
    ).id;
    articleId = await seedArticle(testDb.get(), {
      market: 'be-fr',
      title: 'Le droit du bail expliqué',
      summary: 'Ce qui change en 2027 <pour les locataires>',
      image: '/api/media/bail.webp',
    });
  });
  beforeEach(async () => {
    // Each test's campaign goes to its own subscribers: earlier tests' are no longer confirmed.
    await testDb
      .get()
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.status, 'confirmed'));
    smtp.inbox.length = 0;
    smtp.setRcptPolicy(() => undefined);
    smtp.setDataHold(undefined);
  });
  afterAll(async () => {
    await Promise.allSettled(instances.map((i) => i.close()));
    await smtp.close();
    for (const k of ['SMTP_URL', 'SITE_URL', 'MAIL_FROM']) delete process.env[k];
    resetConfigForTests();
  });

  async function campaignFor(market: 'be-fr' | 'be-nl' | 'usa', subject: string) {
    const articles =
      market === 'be-fr' ? [articleId] : [await seedArticle(testDb.get(), { market, title: subject })];
    const campaign = await createCampaignRow(testDb.get(), adminId, {
      subject,
      market,
      intro: 'Bonjour',
      articleIds: articles,
    });
    return campaign.id;
  }

  it('sends one campaign to 300 subscribers exactly once with two instances draining at once, and nothing to the unconfirmed or unsubscribed', async () => {
    const confirmed = await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'confirmed',
      count: 300,
      prefix: 'once',
    });
    const pending = await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'pending',
      count: 5,
      prefix: 'pending',
    });
    const left = await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'unsubscribed',
      count: 5,
      prefix: 'left',
    });
    const other = await seedSubscribers(testDb.get(), {
      market: 'be-nl',
      status: 'confirmed',
      count: 5,
      prefix: 'other-market',
    });
    const id = await campaignFor('be-fr', 'Nouvelles de novembre');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    // Queueing again (a retried request, a second instance) queues nobody twice.
    await expect(queueOrScheduleCampaign(testDb.get(), id, null)).rejects.toThrow('already been sent');
    expect(await queueRowsOf(testDb.get(), id)).toHaveLength(300);

    const [a, b] = instances as [DbHandle, DbHandle];
    const drain = (h: DbHandle) =>
      runMailQueue(h.db, { ratePerMinute: FAST, batchSize: 7, hooks: NEWSLETTER_MAIL_HOOKS });
    const results = await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(300);
    // Both instances took part.
    expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);

    const counts = smtp.countsByRecipient();
    expect(counts.size).toBe(300);
    for (const s of confirmed) expect(counts.get(s.email)).toBe(1);
    for (const s of [...pending, ...left, ...other]) expect(counts.get(s.email)).toBeUndefined();
    const rows = await queueRowsOf(testDb.get(), id);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await runMailQueue(testDb.get(), { ratePerMinute: FAST });
    expect(smtp.inbox).toHaveLength(300);
  });

  it('carries the RFC 8058 headers, a stable Message-ID and text and HTML parts in the market language', async () => {
    const [s] = await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'confirmed',
      count: 1,
      prefix: 'headers',
    });
    const id = await campaignFor('be-fr', 'Les en-têtes');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    await runMailQueue(testDb.get(), { ratePerMinute: FAST });
    const mail = smtp.inbox.find((m) => m.to.includes(s!.email))!;
    const rows = await queueRowsOf(testDb.get(), id);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toMatch(
      new RegExp(
        `^<https://ailex\\.example/api/public/newsletter/unsubscribe\\?token=${s!.id}\\.[A-Za-z0-9_-]+>$`,
      ),
    );
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail.raw, 'Message-ID')).toBe(queuedMessageId(row!.id));
    expect(headerOf(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(contentTypes(mail.raw)).toEqual(expect.arrayContaining(['text/plain', 'text/html']));
    const body = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(body).toContain('utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=newsletter-' + id);
    expect(body).toContain('&lt;pour les locataires&gt;');
    expect(body).toContain('https://ailex.example/api/media/bail.webp');
    expect(body).toContain(`https://ailex.example/newsletter/unsubscribe/${s!.id}.`);
  });

  it('resumes after a worker died once SMTP had accepted a message: the rest goes once, that one is never resent', async () => {
    const subs = await seedSubscribers(testDb.get(), {
      market: 'usa',
      status: 'confirmed',
      count: 12,
      prefix: 'killed',
    });
    const id = await campaignFor('usa', 'Killed mid-send');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    const doomed = await openPostgres(testDb.url(), 2);
    let heldFor: string[] = [];
    let release!: () => void;
    const holding = new Promise<void>((resolve) => {
      smtp.setDataHold((to) => {
        smtp.setDataHold(undefined);
        heldFor = to;
        resolve();
        return new Promise<void>((r) => (release = r));
      });
    });
    const dying = runMailQueue(doomed.db, {
      ratePerMinute: FAST,
      batchSize: 5,
      hooks: NEWSLETTER_MAIL_HOOKS,
    });
    dying.catch(() => {});
    await holding;
    // The instance dies while the server holds the first message: its database connections go, then
    // the server accepts what it was given. Nothing records that it was sent.
    await doomed.close();
    release();
    await expect(dying).rejects.toThrow();

    const survivor = instances[0]!.db;
    // Within the lease, the dead worker's claims are left alone: only the 7 rows it had not claimed go.
    const early = await runMailQueue(survivor, { ratePerMinute: FAST, hooks: NEWSLETTER_MAIL_HOOKS });
    expect(early.sent).toBe(7);
    // Past it, the 4 it claimed but never began are sent; the one in flight is marked, not resent.
    const late = await runMailQueue(survivor, {
      ratePerMinute: FAST,
      hooks: NEWSLETTER_MAIL_HOOKS,
      now: () => new Date(Date.now() + MAIL_LEASE_MS + 1000),
    });
    expect(late).toMatchObject({ sent: 4, abandoned: 1 });
    const counts = smtp.countsByRecipient();
    for (const s of subs) expect(counts.get(s.email)).toBe(1);
    const rows = await queueRowsOf(testDb.get(), id);
    const unknown = rows.filter((r) => r.status === 'failed');
    expect(unknown.map((r) => r.recipient)).toEqual(heldFor);
    expect(unknown[0]!.lastError).toBe(OUTCOME_UNKNOWN);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(11);
  });

  it('retries a 4xx answer after its backoff and then delivers; fails after the last attempt', async () => {
    const [grey, dead] = await seedSubscribers(testDb.get(), {
      market: 'be-nl',
      status: 'confirmed',
      count: 2,
      prefix: 'greylist',
    });
    smtp.setRcptPolicy((address, offered) =>
      address === grey!.email && offered === 1
        ? { code: 451, message: 'Greylisted, try again later' }
        : address === dead!.email
          ? { code: 421, message: 'Service not available' }
          : undefined,
    );
    const id = await campaignFor('be-nl', 'Greylisting');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    const t0 = Date.now();
    const at = (ms: number) => ({
      ratePerMinute: FAST,
      hooks: NEWSLETTER_MAIL_HOOKS,
      now: () => new Date(t0 + ms),
    });
    expect(await runMailQueue(testDb.get(), at(0))).toMatchObject({ sent: 0, retried: 2 });
    // Not before the backoff (1 minute after the first attempt).
    expect(await runMailQueue(testDb.get(), at(30_000))).toMatchObject({ sent: 0, retried: 0 });
    expect(await runMailQueue(testDb.get(), at(61_000))).toMatchObject({ sent: 1, retried: 1 });
    expect(smtp.countsByRecipient().get(grey!.email)).toBe(1);
    const [greyRow] = (await queueRowsOf(testDb.get(), id)).filter((r) => r.subscriberId === grey!.id);
    expect(greyRow).toMatchObject({ status: 'sent', attempts: 2 });

    let clock = 61_000;
    for (let attempt = 3; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      clock += 60 * 60_000;
      await runMailQueue(testDb.get(), at(clock));
    }
    const [deadRow] = (await queueRowsOf(testDb.get(), id)).filter((r) => r.subscriberId === dead!.id);
    expect(deadRow).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(deadRow!.lastError).toMatch(/421/);
    expect(smtp.countsByRecipient().get(dead!.email)).toBeUndefined();
  });

  it('marks a 5xx recipient bounced: the row, the subscriber, and a suppression of the address everywhere', async () => {
    const [gone, fine] = await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'confirmed',
      count: 2,
      prefix: 'bounce',
    });
    smtp.setRcptPolicy((address) =>
      address === gone!.email ? { code: 550, message: 'No such user' } : undefined,
    );
    const id = await campaignFor('be-fr', 'Bounce');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    expect(await runMailQueue(testDb.get(), { ratePerMinute: FAST })).toMatchObject({ sent: 1, bounced: 1 });
    const rows = await queueRowsOf(testDb.get(), id);
    expect(rows.find((r) => r.subscriberId === gone!.id)).toMatchObject({ status: 'bounced', attempts: 1 });
    const [subscriber] = await testDb
      .get()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, gone!.id));
    expect(subscriber).toMatchObject({ status: 'bounced' });
    expect(subscriber!.bouncedAt).not.toBeNull();
    const suppressed = await testDb
      .get()
      .select()
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.emailHash, emailHash(gone!.email)));
    expect(suppressed).toEqual([expect.objectContaining({ market: '*', reason: 'bounced' })]);
    expect(smtp.countsByRecipient().get(fine!.email)).toBe(1);
    // The next campaign leaves the bounced subscriber out.
    const next = await campaignFor('be-fr', 'After the bounce');
    await queueOrScheduleCampaign(testDb.get(), next, null);
    expect((await queueRowsOf(testDb.get(), next)).map((r) => r.subscriberId)).not.toContain(gone!.id);
    await runMailQueue(testDb.get(), { ratePerMinute: FAST });
  });

  it('gives nothing to a subscriber who unsubscribed after the campaign was queued', async () => {
    const [stays, leaves] = await seedSubscribers(testDb.get(), {
      market: 'be-nl',
      status: 'confirmed',
      count: 2,
      prefix: 'late-leaver',
    });
    const id = await campaignFor('be-nl', 'Late leaver');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    await testDb
      .get()
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, leaves!.id));
    expect(await runMailQueue(testDb.get(), { ratePerMinute: FAST })).toMatchObject({ skipped: 1 });
    const counts = smtp.countsByRecipient();
    expect(counts.get(stays!.email)).toBe(1);
    expect(counts.get(leaves!.email)).toBeUndefined();
    const rows = await queueRowsOf(testDb.get(), id);
    expect(rows.find((r) => r.subscriberId === leaves!.id)?.status).toBe('skipped');
  });

  it('never starts more than MAIL_RATE_PER_MINUTE transmissions in any minute, across two instances', async () => {
    const RATE = 10;
    await seedSubscribers(testDb.get(), {
      market: 'usa',
      status: 'confirmed',
      count: 25,
      prefix: 'throttle',
    });
    const id = await campaignFor('usa', 'Throttled');
    await queueOrScheduleCampaign(testDb.get(), id, null);
    // A clock of the test's own, a day ahead: earlier tests' transmissions are out of its window.
    const t0 = Date.now() + 24 * 60 * 60_000;
    const [a, b] = instances as [DbHandle, DbHandle];
    const tick = async (ms: number) => {
      const options = {
        ratePerMinute: RATE,
        batchSize: 3,
        hooks: NEWSLETTER_MAIL_HOOKS,
        now: () => new Date(t0 + ms),
      };
      const [ra, rb] = await Promise.all([runMailQueue(a.db, options), runMailQueue(b.db, options)]);
      return { sent: ra.sent + rb.sent, throttled: ra.throttled || rb.throttled };
    };
    expect(await tick(0)).toEqual({ sent: 10, throttled: true });
    expect(await tick(30_000)).toEqual({ sent: 0, throttled: true });
    expect(await tick(59_000)).toEqual({ sent: 0, throttled: true });
    expect(await tick(60_001)).toEqual({ sent: 10, throttled: true });
    expect(await tick(125_000)).toEqual({ sent: 5, throttled: false });
    const started = (await queueRowsOf(testDb.get(), id)).map((r) => r.transmitStartedAt!.getTime());
    expect(started).toHaveLength(25);
    for (const t of started)
      expect(started.filter((u) => u > t - 60_000 && u <= t).length).toBeLessThanOrEqual(RATE);
    expect(smtp.inbox).toHaveLength(25);
  });

  it('sends a queued message (a confirmation) at once: queueMail kicks a drain after the response', async () => {
    await queueMail(testDb.get(), {
      kind: 'team',
      recipient: 'someone@firm.example',
      message: { subject: 'A lead came in', text: 'Hello', html: '<p>Hello</p>' },
    });
    await settleBackgroundMail();
    expect(smtp.inbox.map((m) => m.to)).toEqual([['someone@firm.example']]);
    const rows = await testDb
      .get()
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'team'), eq(mailQueue.recipient, 'someone@firm.example')));
    expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('queued inside a transaction, waits for the kick its caller makes after the commit', async () => {
    await testDb.get().transaction(async (tx) => {
      await queueMail(tx, {
        kind: 'confirmation',
        recipient: 'in-a-transaction@firm.example',
        message: { subject: 'Confirm', text: 'Confirm', html: '<p>Confirm</p>' },
      });
    });
    await settleBackgroundMail();
    expect(smtp.inbox).toEqual([]);
    kickMailQueue();
    await settleBackgroundMail();
    expect(smtp.inbox.map((m) => m.to)).toEqual([['in-a-transaction@firm.example']]);
  });
});
