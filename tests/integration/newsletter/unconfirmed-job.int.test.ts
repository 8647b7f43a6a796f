import { newsletterSubscribers, newsletterSuppressions } from '@/lib/server/db/schema';
import { runJobIfDue } from '@/lib/server/jobs';
import { emailHash } from '@/lib/server/newsletter';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

const DAY = 24 * 60 * 60 * 1000;

describe(`the newsletter-unconfirmed job [${testDbKind()}] (ADR 0110)`, () => {
  const testDb = useTestDatabase();

  it('deletes sign-ups whose link expired over 30 days ago, and keeps the rest and the suppressions', async () => {
    const db = testDb.get();
    const now = new Date();
    const row = (email: string, status: 'pending' | 'confirmed', expiresDaysAgo: number | null) => ({
      email,
      market: 'usa' as const,
      language: 'en' as const,
      status,
      confirmTokenHash: expiresDaysAgo === null ? null : `hash-${email}`,
      confirmExpiresAt: expiresDaysAgo === null ? null : new Date(now.getTime() - expiresDaysAgo * DAY),
      consentVersion: 'v',
      consentText: 'text',
      consentAt: now,
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        row('stale@example.com', 'pending', 31),
        row('recent@example.com', 'pending', 25),
        row('live@example.com', 'pending', -3),
        row('legacy@example.com', 'pending', null),
        row('kept@example.com', 'confirmed', null),
      ]);
    await db
      .insert(newsletterSuppressions)
      .values({ emailHash: emailHash('stale@example.com'), market: 'usa', reason: 'unsubscribed' });

    // A daily job: its first due time is after the run's clock passes 04:00 UTC.
    const run =
      (await runJobIfDue('newsletter-unconfirmed', now)) ??
      (await runJobIfDue('newsletter-unconfirmed', new Date(now.getTime() + DAY + 60_000)));
    expect(run).toMatchObject({ outcome: 'succeeded', detail: { deleted: 1 } });
    const left = (await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers))
      .map((r) => r.email)
      .sort();
    expect(left).toEqual([
      'kept@example.com',
      'legacy@example.com',
      'live@example.com',
      'recent@example.com',
    ]);
    expect(await db.select().from(newsletterSuppressions)).toHaveLength(1);
  });
});
