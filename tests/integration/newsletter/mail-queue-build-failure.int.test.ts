import { eq } from 'drizzle-orm';
import { MAIL_MAX_ATTEMPTS, MAIL_BACKOFF_MAX_MS } from '@/lib/constants/notifications';
import { resetConfigForTests } from '@/lib/config';
import { mailQueue } from '@/lib/server/db/schema';
import { drainMailQueue } from '@/lib/server/mail-queue';
import { startSmtpStandIn, type SmtpStandIn } from '@/tests/helpers/smtp-stand-in';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

/*
 * A campaign row whose message cannot be built (its data gone or broken, the compose hook throws) is
 * an attempt like a refused send: retried with backoff, then failed after MAIL_MAX_ATTEMPTS, never
 * claimed every minute for ever (docs/adr/0111).
 */
describe(`mail queue: a message that cannot be built [${testDbKind()}] (issue 39, ADR 0111)`, () => {
  const testDb = useTestDatabase();
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
  });
  afterAll(async () => {
    await smtp.close();
    delete process.env.SMTP_URL;
    resetConfigForTests();
  });

  it('counts each failed build as an attempt and gives up after the last one, sending nothing', async () => {
    const db = testDb.get();
    const start = Date.now();
    const [row] = await db
      .insert(mailQueue)
      .values({ kind: 'campaign', recipient: 'reader@example.com', nextAttemptAt: new Date(start) })
      .returning();
    let builds = 0;
    const hooks = {
      compose: {
        campaign: async () => {
          builds += 1;
          throw new Error('the campaign is gone');
        },
      },
    };
    // Each drain runs past the longest backoff, so the row is due again every time.
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      const at = new Date(start + i * (MAIL_BACKOFF_MAX_MS + 1000));
      await drainMailQueue(db, { now: () => at, hooks, ratePerMinute: 1000 });
    }
    const [after] = await db.select().from(mailQueue).where(eq(mailQueue.id, row!.id));
    expect(builds).toBe(MAIL_MAX_ATTEMPTS);
    expect(after).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: 'the campaign is gone',
    });
    expect(smtp.countsByRecipient().size).toBe(0);
  });
});
