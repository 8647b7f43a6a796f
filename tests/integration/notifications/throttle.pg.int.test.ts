import { createAdmin } from '@/lib/server/auth';
import { deliverNotice } from '@/lib/server/notifications';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * ADR 0112: "someone else changed my article" is sent at most once per article and editor an hour,
 * across instances. Saves that finish at the same moment each try to claim the hour with one
 * conditional upsert: exactly one wins, whichever connection it came on.
 */
describe('the article-changed throttle under concurrent saves [postgres]', () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-team-throttle-');

  it('sends one mail when twenty saves by the same editor notify at once', async () => {
    const db = testDb.get();
    const author = await createAdmin(db, {
      email: 'author@firm.example',
      name: 'Author',
      password: 'Passw0rdX',
    });
    const editor = await createAdmin(db, { email: 'editor@firm.example', name: 'Ed', password: 'Passw0rdX' });
    const notice = {
      event: 'article-changed' as const,
      article: 'Ethics of AI',
      articleId: '7d3f1c1e-0000-4000-8000-000000000001',
      editor: 'Ed',
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        deliverNotice(db, notice, { to: [author.id], actorId: editor.id }).then(
          (r) => r.digest + r.immediate,
        ),
      ),
    );
    await settleBackgroundMail();
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    // The author's default for this event is the digest: one item, no mail.
    expect(await outbox.messages()).toEqual([]);
  });
});
