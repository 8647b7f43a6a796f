import { eq } from 'drizzle-orm';
import { GET as list, POST as create } from '@/app/api/admin/campaigns/route';
import { GET as articles } from '@/app/api/admin/campaigns/articles/route';
import { GET as getOne } from '@/app/api/admin/campaigns/[id]/route';
import { GET as preview } from '@/app/api/admin/campaigns/[id]/preview/route';
import { POST as test } from '@/app/api/admin/campaigns/[id]/test/route';
import { POST as send } from '@/app/api/admin/campaigns/[id]/send/route';
import { resetConfigForTests } from '@/lib/config';
import { auditLog, newsletterCampaigns } from '@/lib/server/db/schema';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { queueDueCampaigns, runMailQueue } from '@/lib/server/newsletter';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { headerOf, startSmtpStandIn, type SmtpStandIn } from '@/tests/helpers/smtp-stand-in';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';
import { seedArticle, seedSubscribers } from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(60_000);

const API = '/api/admin/campaigns';

describe(`newsletter campaigns API [${testDbKind()}] (issue 39, ADR 0111)`, () => {
  const testDb = useTestDatabase();
  let smtp: SmtpStandIn;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let frArticle: string;
  let frOlder: string;
  let draftArticle: string;
  let nlArticle: string;

  const post = (auth: Record<string, string>, body: unknown) =>
    create(jsonRequest(API, { method: 'POST', body, headers: auth }), routeContext({}));
  const ctx = (id: string) => routeContext({ id });
  const sendNow = (auth: Record<string, string>, id: string, body: unknown = {}) =>
    send(jsonRequest(`${API}/${id}/send`, { method: 'POST', body, headers: auth }), ctx(id));
  const valid = () => ({
    subject: 'Nouvelles du mois',
    market: 'be-fr',
    intro: 'Bonjour <b>à tous</b>',
    articleIds: [frArticle],
  });

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    process.env.SMTP_URL = smtp.url;
    process.env.SITE_URL = 'https://ailex.example';
    resetConfigForTests();
    admin = (await accountWithSession(testDb.get(), 'campaign-admin@firm.example')).auth;
    editor = (await accountWithSession(testDb.get(), 'campaign-editor@firm.example', 'editor')).auth;
    frArticle = await seedArticle(testDb.get(), {
      market: 'be-fr',
      title: 'Nouveau bail',
      summary: 'Le <bail> & vous',
    });
    frOlder = await seedArticle(testDb.get(), {
      market: 'be-fr',
      title: 'Ancien article',
      publishedAt: new Date(Date.now() - 30 * 24 * 60 * 60_000),
    });
    draftArticle = await seedArticle(testDb.get(), { market: 'be-fr', title: 'Brouillon', status: 'draft' });
    nlArticle = await seedArticle(testDb.get(), { market: 'be-nl', title: 'Nieuw huurrecht' });
  });
  afterAll(async () => {
    await settleBackgroundMail();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.SITE_URL;
    resetConfigForTests();
  });

  it('is for admins only: an editor gets 403 on every campaign route', async () => {
    const id = '7d8a4c1e-0000-4000-8000-000000000000';
    expect((await list(jsonRequest(API, { headers: editor }), routeContext({}))).status).toBe(403);
    expect((await post(editor, valid())).status).toBe(403);
    expect(
      (await articles(jsonRequest(`${API}/articles?market=be-fr`, { headers: editor }), routeContext({})))
        .status,
    ).toBe(403);
    expect((await getOne(jsonRequest(`${API}/${id}`, { headers: editor }), ctx(id))).status).toBe(403);
    expect((await preview(jsonRequest(`${API}/${id}/preview`, { headers: editor }), ctx(id))).status).toBe(
      403,
    );
    expect(
      (await test(jsonRequest(`${API}/${id}/test`, { method: 'POST', headers: editor }), ctx(id))).status,
    ).toBe(403);
    expect((await sendNow(editor, id)).status).toBe(403);
    expect((await list(jsonRequest(API), routeContext({}))).status).toBe(401);
  });

  it.each([
    ['an empty subject', { subject: '  ' }, 'Subject is required'],
    ['a subject with a line break', { subject: 'Hi\r\nBcc: x@y.z' }, 'Subject contains an invalid character'],
    ['an unknown market', { market: 'mars' }, 'Invalid market'],
    ['no articles', { articleIds: [] }, 'Pick at least one article'],
    ['a malformed article id', { articleIds: ['nope'] }, 'Each article id must be a UUID'],
    ['too long an intro', { intro: 'x'.repeat(5001) }, 'Intro must be at most 5000 characters'],
  ])('refuses %s with a 400 naming the field', async (_name, change, message) => {
    const res = await post(admin, { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
  });

  it('refuses articles that are not published in the campaign market, naming them', async () => {
    for (const bad of [draftArticle, nlArticle, '7d8a4c1e-0000-4000-8000-000000000001']) {
      const res = await post(admin, { ...valid(), articleIds: [frArticle, bad] });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toMatch(/published in the campaign's market \(be-fr\)/);
      expect(body.details).toEqual({ articleIds: [bad] });
    }
  });

  it('writes a draft, lists it, shows it with counts, and previews it in the market language, escaped', async () => {
    const res = await post(admin, valid());
    expect(res.status).toBe(201);
    const { campaign } = await res.json();
    expect(campaign).toMatchObject({
      market: 'be-fr',
      subject: 'Nouvelles du mois',
      status: 'draft',
      articleIds: [frArticle],
      counts: { queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 },
    });
    const listed = await (await list(jsonRequest(API, { headers: admin }), routeContext({}))).json();
    expect(listed.campaigns.map((c: { id: string }) => c.id)).toContain(campaign.id);
    const one = await getOne(jsonRequest(`${API}/${campaign.id}`, { headers: admin }), ctx(campaign.id));
    expect((await one.json()).campaign.id).toBe(campaign.id);
    expect((await getOne(jsonRequest(`${API}/nope`, { headers: admin }), ctx('nope'))).status).toBe(404);

    const shown = await (
      await preview(jsonRequest(`${API}/${campaign.id}/preview`, { headers: admin }), ctx(campaign.id))
    ).json();
    expect(shown.subject).toBe('Nouvelles du mois');
    expect(shown.html).toContain('Bonjour &lt;b&gt;à tous&lt;/b&gt;');
    expect(shown.html).toContain('Le &lt;bail&gt; &amp; vous');
    expect(shown.html).toContain('Lire l&#39;article');
    expect(shown.html).toContain(`utm_campaign=newsletter-${campaign.id}`);
    expect(shown.text).toContain('Se désabonner: https://ailex.example/newsletter/unsubscribe/');
    const audited = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.campaign_created'));
    expect(audited).toHaveLength(1);
  });

  it("sends a test to the signed-in admin's own address with the same headers and an unsubscribe link of nobody", async () => {
    const { campaign } = await (await post(admin, valid())).json();
    const res = await test(
      jsonRequest(`${API}/${campaign.id}/test`, { method: 'POST', headers: admin }),
      ctx(campaign.id),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, to: 'campaign-admin@firm.example' });
    const mail = smtp.inbox.find((m) => m.to.includes('campaign-admin@firm.example'))!;
    expect(headerOf(mail.raw, 'Subject')).toContain('[Test]');
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toMatch(
      /unsubscribe\?token=00000000-0000-0000-0000-000000000000\./,
    );
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // A test changes nothing about the campaign.
    const [row] = await testDb
      .get()
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaign.id));
    expect(row!.status).toBe('draft');
  });

  it('sends to the confirmed subscribers of the market once, and answers 409 to a second send', async () => {
    const confirmed = await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'confirmed',
      count: 4,
      prefix: 'api-send',
    });
    await seedSubscribers(testDb.get(), {
      market: 'be-fr',
      status: 'pending',
      count: 2,
      prefix: 'api-pending',
    });
    const { campaign } = await (await post(admin, valid())).json();
    const res = await sendNow(admin, campaign.id);
    expect(res.status).toBe(200);
    const sent = (await res.json()).campaign;
    expect(sent.status).toBe('sending');
    expect(sent.counts.queued).toBe(4);
    const again = await sendNow(admin, campaign.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('This campaign has already been sent');

    // The send kicked the queue after the response.
    await settleBackgroundMail();
    for (const s of confirmed) expect(smtp.countsByRecipient().get(s.email)).toBe(1);
    const done = await (
      await getOne(jsonRequest(`${API}/${campaign.id}`, { headers: admin }), ctx(campaign.id))
    ).json();
    expect(done.campaign).toMatchObject({ status: 'sent', counts: { queued: 0, sent: 4 } });
    expect((await sendNow(admin, campaign.id)).status).toBe(409);
  });

  it('offers the market published articles, marking those new since its last send', async () => {
    const res = await articles(
      jsonRequest(`${API}/articles?market=be-fr`, { headers: admin }),
      routeContext({}),
    );
    const body = await res.json();
    expect(body.confirmedSubscribers).toBe(4);
    expect(body.lastSentAt).not.toBeNull();
    const ids = body.articles.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([frArticle, frOlder]));
    expect(ids).not.toContain(draftArticle);
    expect(ids).not.toContain(nlArticle);
    // Published before the last send: none is new now.
    expect(body.articles.filter((a: { new: boolean }) => a.new)).toEqual([]);
    const fresh = await seedArticle(testDb.get(), {
      market: 'be-fr',
      title: 'Tout frais',
      publishedAt: new Date(),
    });
    const after = await (
      await articles(jsonRequest(`${API}/articles?market=be-fr`, { headers: admin }), routeContext({}))
    ).json();
    expect(after.articles.filter((a: { new: boolean }) => a.new).map((a: { id: string }) => a.id)).toEqual([
      fresh,
    ]);
    const bad = await articles(
      jsonRequest(`${API}/articles?market=mars`, { headers: admin }),
      routeContext({}),
    );
    expect(bad.status).toBe(400);
  });
  it('schedules a send for later, refuses a time in the past, and queues it when due', async () => {
    const { campaign } = await (await post(admin, valid())).json();
    const past = await sendNow(admin, campaign.id, { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(JSON.stringify(await past.json())).toContain('The send time must be in the future');
    const at = new Date(Date.now() + 60 * 60_000);
    const res = await sendNow(admin, campaign.id, { at: at.toISOString() });
    expect((await res.json()).campaign).toMatchObject({
      status: 'scheduled',
      sendAt: at.toISOString(),
      counts: { queued: 0 },
    });
    expect(await queueDueCampaigns(testDb.get(), new Date())).toBe(0);
    await runMailQueue(testDb.get(), { now: () => new Date(at.getTime() + 1000) });
    const done = await (
      await getOne(jsonRequest(`${API}/${campaign.id}`, { headers: admin }), ctx(campaign.id))
    ).json();
    expect(done.campaign.status).toBe('sent');
    expect(done.campaign.counts.sent).toBeGreaterThan(0);
  });
});
