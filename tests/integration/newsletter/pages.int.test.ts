import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { confirmAction } from '@/app/(site)/newsletter/actions';
import ConfirmPage from '@/app/(site)/newsletter/confirm/[token]/page';
import ConfirmedPage from '@/app/(site)/newsletter/confirmed/page';
import UnsubscribePage from '@/app/(site)/newsletter/unsubscribe/[token]/page';
import { publishMaintenance, NO_MAINTENANCE } from '@/lib/maintenance/state';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { unsubscribeUrls } from '@/lib/server/newsletter';
import { newsletterSubscribers, rateLimitEvents } from '@/lib/server/db/schema';
import { maintenanceGate } from '@/lib/server/maintenance';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { newsletterConfirmTokenFrom } from '@/tests/integration/admin/support/eml';
import { subscribe } from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const html = (node: React.ReactElement) => renderToStaticMarkup(node);
const params = (token: string) => ({ params: Promise.resolve({ token }) });

describe(`the newsletter's pages: confirm and unsubscribe, server rendered [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const db = () => testDb.get();
  const mail = useMailOutbox('ailex-newsletter-pages-');

  async function linkFor(email: string, market: 'usa' | 'be-fr' | 'be-nl'): Promise<string> {
    await db().delete(rateLimitEvents);
    const before = (await mail.messages()).length;
    expect((await subscribe({ email, market })).status).toBe(201);
    await settleBackgroundMail();
    return newsletterConfirmTokenFrom((await mail.messages())[before]!);
  }
  const statusOf = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
      ?.status;

  it('opens the confirmation link in the market language with one button, and confirms nothing by opening it', async () => {
    const token = await linkFor('page-fr@example.be', 'be-fr');
    const page = html(await ConfirmPage(params(token)));
    expect(page).toContain('lang="fr"');
    expect(page).toContain('Confirmez votre inscription');
    expect(page).toMatch(/<form[^>]*>.*<input type="hidden" name="token" value="[A-Za-z0-9_-]{43}"\/>/s);
    expect(page).toContain('<button type="submit"');
    expect(page).toContain('Confirmer mon inscription');
    // Rendered twice (a scanner, then the person): still pending.
    html(await ConfirmPage(params(token)));
    expect(await statusOf('page-fr@example.be')).toBe('pending');
  });

  it('says the subscription is confirmed in the market language after the button', async () => {
    const page = html(await ConfirmedPage({ searchParams: Promise.resolve({ market: 'be-nl' }) }));
    expect(page).toContain('lang="nl"');
    expect(page).toContain('Je bent ingeschreven');
    // An unknown market falls back to the US site, in English.
    expect(html(await ConfirmedPage({ searchParams: Promise.resolve({ market: 'mars' }) }))).toContain(
      'You are subscribed',
    );
  });

  it('shows a clear page for an expired, used or unknown confirmation link', async () => {
    const token = await linkFor('expired@example.be', 'be-nl');
    await db()
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1) })
      .where(eq(newsletterSubscribers.email, 'expired@example.be'));
    const expired = html(await ConfirmPage(params(token)));
    expect(expired).toContain('Deze link is verlopen');
    expect(expired).not.toContain('<form');

    const used = await linkFor('used@example.com', 'usa');
    const data = new FormData();
    data.set('token', used);
    await confirmAction(data).catch(() => undefined);
    expect(await statusOf('used@example.com')).toBe('confirmed');
    for (const token of [used, 'x'.repeat(43), 'short', '%00', 'a'.repeat(500)]) {
      const page = html(await ConfirmPage(params(token)));
      expect(page).toContain('This link does not work');
      expect(page).not.toContain('<form');
    }
  });

  it('offers one unsubscribe button, then says it is done; a forged link gets a clear page', async () => {
    await linkFor('leaving@example.be', 'be-fr');
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.be'));
    const token = new URL((await unsubscribeUrls(row!.id)).page).pathname.split('/').pop()!;
    const before = html(await UnsubscribePage(params(token)));
    expect(before).toContain('lang="fr"');
    expect(before).toContain('Me désabonner');
    expect(before.match(/<button/g)).toHaveLength(1);

    await db()
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.id, row!.id));
    const after = html(await UnsubscribePage(params(token)));
    expect(after).toContain('Vous êtes désabonné');
    expect(after).not.toContain('<form');

    const forged = html(await UnsubscribePage(params(`${row!.id}.${'A'.repeat(24)}`)));
    expect(forged).toContain('This link does not work');
  });

  describe('during maintenance', () => {
    beforeAll(() =>
      publishMaintenance({
        mode: { enabled: true, message: 'Upgrading', endsAt: null, changedAt: new Date().toISOString() },
        windows: [],
      }),
    );
    afterAll(() => publishMaintenance(NO_MAINTENANCE));
    // The server's request gate asks maintenance about every request before Next (docs/adr/0116).
    const through = (path: string) =>
      maintenanceGate(
        { path, isApi: path.startsWith('/api/'), hasCookie: () => false, sessionToken: () => undefined },
        false,
      );
    const status = async (path: string) => {
      const outcome = await through(path);
      return outcome && 'answer' in outcome ? outcome.answer.status : 'through';
    };

    it('keeps unsubscribing open (the one-click POST and its page) while other public paths answer 503', async () => {
      expect(await status('/newsletter/confirm/abc')).toBe(503);
      expect(await status('/api/public/newsletter')).toBe(503);
      expect(await status('/api/public/newsletter/unsubscribe')).toBe('through');
      expect(await status('/newsletter/unsubscribe/x.y')).toBe('through');
    });
  });
});
