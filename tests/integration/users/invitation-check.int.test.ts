import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { POST as inviteRoute } from '@/app/api/admin/users/route';
import { POST as acceptRoute } from '@/app/api/websiteadmin/accept-invite/route';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { websiteAdmins } from '@/lib/server/db/schema';
import { checkInvitation } from '@/lib/server/users';
import { jsonRequest } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { inviteTokenFrom } from '@/tests/integration/admin/support/eml';
import { accountWithSession } from './support';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`an invitation link's state, read on its landing page (issue 33) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-invite-check-outbox-');

  async function invited(email: string): Promise<{ id: string; token: string }> {
    const owner = await accountWithSession(testDb.get(), `owner-of-${email}`);
    const res = await inviteRoute(
      jsonRequest('/api/admin/users', {
        body: { email, name: 'New Person', role: 'editor' },
        headers: owner.auth,
      }),
      {},
    );
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string } };
    await settleBackgroundMail();
    const mail = (await outbox.messages()).filter((m) => m.includes(`To: ${email}`)).at(-1);
    return { id: user.id, token: inviteTokenFrom(mail ?? '') };
  }
  const accept = (token: string) =>
    acceptRoute(
      jsonRequest('/api/websiteadmin/accept-invite', {
        body: { token, name: 'New Person', password: 'N3wPassword' },
        headers: { 'x-forwarded-for': '10.33.0.1' },
      }),
      {},
    );

  it('says open for a live link without spending it, invalid once it is used', async () => {
    const { token } = await invited('fresh@firm.example');
    expect(await checkInvitation(token)).toBe('open');
    expect(await checkInvitation(token)).toBe('open');
    // Checking did not consume it: the form still works, once.
    expect((await accept(token)).status).toBe(200);
    expect(await checkInvitation(token)).toBe('invalid');
  });

  it('says expired for an invitation past its time, and invalid for a removed, unknown or malformed link', async () => {
    const late = await invited('late@firm.example');
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(websiteAdmins.id, late.id));
    expect(await checkInvitation(late.token)).toBe('expired');

    const removed = await invited('removed@firm.example');
    await testDb.get().delete(websiteAdmins).where(eq(websiteAdmins.id, removed.id));
    expect(await checkInvitation(removed.token)).toBe('invalid');
    expect(await checkInvitation('x'.repeat(43))).toBe('invalid');
    expect(await checkInvitation('short')).toBe('invalid');
    expect(await checkInvitation('../../etc/passwd')).toBe('invalid');
  });
});
