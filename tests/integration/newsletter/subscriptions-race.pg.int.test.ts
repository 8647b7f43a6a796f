import { eq, sql } from 'drizzle-orm';
import {
  confirmSubscription,
  eraseSubscriber,
  unsubscribeFromNewsletter,
  unsubscribeToken,
} from '@/lib/server/newsletter';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { newsletterSubscribers, newsletterSuppressions } from '@/lib/server/db/schema';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';
import { newsletterConfirmTokenFrom } from '../admin/support/eml';
import { subscribe } from './support';

requirePostgres();
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe('newsletter subscriptions under concurrent requests [postgres]', () => {
  const testDb = useTestDatabase();
  const mail = useMailOutbox('ailex-newsletter-race-');
  const rows = (email: string) =>
    testDb.get().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it('keeps one row per address and market when the same address subscribes five times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        subscribe({ email: i % 2 ? 'RACE@example.com' : 'race@example.com', market: 'be-fr' }),
      ),
    );
    // The per-email limit (3 in 10 minutes) refuses the rest; none is a 5xx.
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429]);
    expect(await rows('race@example.com')).toHaveLength(1);
  });

  it('confirms a link once when it is used twice at once, and erases while an unsubscribe runs without a 5xx', async () => {
    const before = (await mail.messages()).length;
    expect((await subscribe({ email: 'twice@example.com', market: 'usa' })).status).toBe(201);
    await settleBackgroundMail();
    const token = newsletterConfirmTokenFrom((await mail.messages())[before]!);
    const outcomes = await Promise.all([confirmSubscription(token), confirmSubscription(token)]);
    expect(outcomes.map((o) => o.state).sort()).toEqual(['unknown', 'valid']);
    const [row] = await rows('twice@example.com');
    expect(row?.status).toBe('confirmed');

    const { admin } = await accountWithSession(testDb.get(), 'race-admin@firm.example');
    const session = { user: { id: admin.id, name: 'Race', email: 'race-admin@firm.example' } };
    const [left, erased] = await Promise.allSettled([
      unsubscribeFromNewsletter(await unsubscribeToken(row!.id)),
      eraseSubscriber(session as Parameters<typeof eraseSubscriber>[0], row!.id, null),
    ]);
    expect(left.status).toBe('fulfilled');
    expect(erased.status).toBe('fulfilled');
    expect(await rows('twice@example.com')).toEqual([]);
    const reasons = await testDb
      .get()
      .select({ reason: newsletterSuppressions.reason })
      .from(newsletterSuppressions)
      .where(sql`${newsletterSuppressions.market} = 'usa'`);
    expect(reasons).toEqual([{ reason: 'erased' }]);
  });
});
