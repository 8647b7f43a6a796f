import { POST as login } from '@/app/api/websiteadmin/login/route';
import { resetConfigForTests } from '@/lib/config';
import { LOCKOUT_FAILURES } from '@/lib/constants/auth';
import { AUDIT_ACTIONS } from '@/lib/admin/audit';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession, PASSWORD } from '@/tests/integration/users/support';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * Issue 36, point 2: an editor who guesses the admin's password during a lock learns nothing. The
 * answers are alike (lockout tests), and Recent Activity, the one place the audit log is read, shows
 * an editor neither the admin's failed sign-ins, lockouts and addresses nor the row a right password
 * writes during a lock ("Sign-in link mailed").
 */
describe(`security events are the admin's [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  useMailOutbox('ailex-security-events-outbox-');
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetConfigForTests();
  });

  const attempt = (email: string, password: string) =>
    login(jsonRequest('/api/websiteadmin/login', { body: { email, password } }), {});

  it("shows an editor none of the admin's sign-in events, the mailed link after a right guess included", async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetConfigForTests();
    const admin = await accountWithSession(testDb.get(), 'boss@events.example', 'admin');
    const editor = await accountWithSession(testDb.get(), 'ed@events.example', 'editor');

    // The editor locks the admin's account, then "guesses" right during the lock.
    for (let i = 0; i < LOCKOUT_FAILURES; i++)
      expect((await attempt('boss@events.example', `Guess${i}`)).status).toBe(401);
    const wrong = await attempt('boss@events.example', 'Guess-again-1');
    const right = await attempt('boss@events.example', PASSWORD);
    expect(right.status).toBe(wrong.status);
    expect(await right.json()).toEqual(await wrong.json());
    // And signs in themselves (locks are per email: theirs is not locked).
    expect((await attempt('ed@events.example', PASSWORD)).status).toBe(200);
    await settleBackgroundMail();

    // The admin sees it all.
    const adminView = (await getDashboardSummary({ adminId: admin.admin.id, role: 'admin' })).recentActivity;
    const adminActions = adminView.map((e) => e.action);
    expect(adminActions).toEqual(
      expect.arrayContaining([
        AUDIT_ACTIONS.signInFailed,
        AUDIT_ACTIONS.lockout,
        AUDIT_ACTIONS.signInLinkSent,
      ]),
    );

    // The editor sees none of the admin's security events.
    const editorView = (await getDashboardSummary({ adminId: editor.admin.id, role: 'editor' }))
      .recentActivity;
    const leaked = editorView.filter((e) => e.action.startsWith('auth.') && e.adminName !== 'ed');
    expect(leaked).toEqual([]);
    // Their own sign-in is theirs to see.
    expect(editorView).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: AUDIT_ACTIONS.signIn, adminName: 'ed' })]),
    );
    expect(editorView.map((e) => e.action)).not.toContain(AUDIT_ACTIONS.signInLinkSent);
    expect(editorView.some((e) => e.ipAddress !== null && e.adminName !== 'ed')).toBe(false);
  });
});
