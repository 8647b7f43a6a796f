import { test, type APIRequestContext, type Page } from '@playwright/test';
import { invitationToken } from './accounts';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  listLoaded,
  seriousA11yViolations,
  signInThroughForm,
  toast,
} from './portal';
import { ownAddress } from './support';

/**
 * Issue 33 point 4: nothing live changes without a clear question. Bulk Publish, Unpublish and Move to
 * trash name the count and the markets; a revision restore keeps a live article live unless the status is
 * asked for; a role change asks, and your own demotion says you lose Users at once.
 */

const USERS = '/admin-secret-portal/dashboard/users';
const MARKETS = [
  { market: 'global', language: 'en' },
  { market: 'usa', language: 'en' },
  { market: 'be-fr', language: 'fr' },
] as const;

async function stored(request: APIRequestContext, headers: Record<string, string>, id: string) {
  const res = await request.get(`/api/admin/blog/articles/${id}`, { headers });
  return res.status() === 200 ? (await res.json()).article : null;
}
const publicStatus = async (request: APIRequestContext, market: string, slug: string) =>
  (await request.get(`/api/blog/articles/market/${market}/${slug}`)).status();

async function selectAll(page: Page, titles: string[]) {
  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).click();
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('bulk Publish, Unpublish and Move to trash ask first, naming the count and the markets; Cancel changes nothing', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const tag = `ask${width}x${Date.now()}`;
      const headers = await apiAuth(request);
      const articles = [];
      for (const { market, language } of MARKETS) {
        const slug = `${tag}-${market}`;
        const created = await createArticle(
          request,
          headers,
          articlePayload(slug, { title: `Ask ${tag} ${market}`, market, language }),
        );
        articles.push({ ...created, market, title: `Ask ${tag} ${market}` });
      }
      const titles = articles.map((a) => a.title);
      await signInThroughForm(page);
      await page.goto(`${ARTICLES}?search=${tag}`);
      await listLoaded(page);
      await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
      const bar = page.getByRole('group', { name: 'Bulk actions' });

      // Publish asks; Cancel sends nothing and leaves every article a draft.
      await selectAll(page, titles);
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      const publish = page.getByRole('alertdialog', { name: 'Publish 3 articles in global, usa and be-fr?' });
      await expect(publish).toContainText('live on the site at once');
      expect(await seriousA11yViolations(page)).toEqual([]);
      let bulkCalls = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/admin/blog/articles/bulk') bulkCalls++;
      });
      await publish.getByRole('button', { name: 'Cancel' }).click();
      await expect(publish).toBeHidden();
      await expect(bar.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
      for (const a of articles) expect((await stored(request, headers, a.id)).status).toBe('draft');
      expect(bulkCalls).toBe(0);

      // Confirm publishes all three, in their markets.
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      await publish.getByRole('button', { name: 'Publish 3 articles' }).click();
      await expect(toast(page, '3 articles published')).toBeVisible();
      for (const a of articles) {
        expect((await stored(request, headers, a.id)).status).toBe('published');
        expect(await publicStatus(request, a.market, a.slug)).toBe(200);
      }

      // Unpublish asks, and says the pages stop answering.
      await selectAll(page, titles.slice(0, 2));
      await bar.getByRole('button', { name: 'Unpublish', exact: true }).click();
      const unpublish = page.getByRole('alertdialog', { name: 'Unpublish 2 articles in global and usa?' });
      await expect(unpublish).toContainText('taken off the site at once');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await unpublish.getByRole('button', { name: 'Cancel' }).click();
      expect(await publicStatus(request, 'global', articles[0]!.slug)).toBe(200);
      await bar.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await unpublish.getByRole('button', { name: 'Unpublish 2 articles' }).click();
      await expect(toast(page, '2 articles unpublished')).toBeVisible();
      expect(await publicStatus(request, 'global', articles[0]!.slug)).toBe(404);
      expect(await publicStatus(request, 'usa', articles[1]!.slug)).toBe(404);
      expect(await publicStatus(request, 'be-fr', articles[2]!.slug)).toBe(200);

      // Move to trash asks too.
      await selectAll(page, [titles[2]!]);
      await bar.getByRole('button', { name: 'Move to trash', exact: true }).click();
      const trash = page.getByRole('alertdialog', { name: 'Move 1 article in be-fr to the trash?' });
      await expect(trash).toContainText('Its public page stops answering at once');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await trash.getByRole('button', { name: 'Cancel' }).click();
      expect(await stored(request, headers, articles[2]!.id)).not.toBeNull();
      await bar.getByRole('button', { name: 'Move to trash', exact: true }).click();
      await trash.getByRole('button', { name: 'Move to trash' }).click();
      await expect(toast(page, '1 article moved to the trash')).toBeVisible();
      expect(await stored(request, headers, articles[2]!.id)).toBeNull();
      expect(await publicStatus(request, 'be-fr', articles[2]!.slug)).toBe(404);
    });

    test('a revision restore keeps a live article live; ticking "Also restore its status" takes it off the site', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const slug = `restore-live-${width}-${Date.now()}`;
      const headers = await apiAuth(request);
      const draft = await createArticle(
        request,
        headers,
        articlePayload(slug, { title: `Draft-era ${slug}` }),
      );
      const published = await request.put(`/api/admin/blog/articles/${draft.id}`, {
        headers,
        data: articlePayload(slug, {
          title: `Live ${slug}`,
          status: 'published',
          updatedAt: draft.updated_at,
        }),
      });
      expect(published.status()).toBe(200);
      expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

      await signInThroughForm(page);
      await page.goto(`${ARTICLES}/${draft.id}/edit`);
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      await expect(title).toHaveValue(`Live ${slug}`);
      const revisions = page.getByRole('list', { name: 'Revisions, newest first' });
      const draftEra = () =>
        revisions
          .getByRole('button')
          .filter({ hasText: `Draft-era ${slug}` })
          .filter({ has: page.getByText('Draft', { exact: true }) });
      await draftEra().click();
      const compared = page.getByRole('group', { name: 'Revision compared with the current text' });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await compared.getByRole('button', { name: 'Restore this revision' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Restore this revision?' });
      await expect(ask).toContainText('The article stays live at its address.');
      const box = ask.getByRole('checkbox', {
        name: 'Also restore its status (Draft: takes the article off the site)',
      });
      await expect(box).not.toBeChecked();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ask.getByRole('button', { name: 'Restore content', exact: true }).click();
      await expect(toast(page, 'Revision restored')).toBeVisible();
      await expect(title).toHaveValue(`Draft-era ${slug}`);
      expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
      expect(await stored(request, headers, draft.id)).toMatchObject({
        title: `Draft-era ${slug}`,
        status: 'published',
      });

      // The same revision with its status: the dialog says what that does, and the article leaves the site.
      await draftEra().click();
      await compared.getByRole('button', { name: 'Restore this revision' }).click();
      await box.click();
      await expect(ask).toContainText('Its status comes back too (Draft: takes the article off the site).');
      await ask.getByRole('button', { name: 'Restore content and status' }).click();
      await expect(ask).toBeHidden();
      // The first restore's toast may still be on screen, so it cannot say this one has landed.
      await expect.poll(async () => (await stored(request, headers, draft.id)).status).toBe('draft');
      expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    });

    test('a role change asks first; making yourself an editor says you lose access to Users at once', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const admin = await apiAuth(request);
      const from = () => ({ 'x-forwarded-for': ownAddress(), origin: baseURL ?? '' });
      const email = `promoted-${width}-${Date.now()}@firm.example`;
      const password = 'Pr0motedPass';
      const invited = await request.post('/api/admin/users', {
        headers: admin,
        data: { email, name: 'Pat Promoted', role: 'editor' },
      });
      expect(invited.status()).toBe(201);
      const accepted = await request.post('/api/websiteadmin/accept-invite', {
        headers: from(),
        data: { token: await invitationToken(email), name: 'Pat Promoted', password },
      });
      expect(accepted.status()).toBe(200);
      const roleOf = async (who: string) =>
        (
          (await (await request.get('/api/admin/users', { headers: admin })).json()).users as {
            email: string;
            role: string;
          }[]
        ).find((u) => u.email === who)?.role;

      // The admin promotes Pat: asked first, Cancel keeps Pat an editor.
      await signInThroughForm(page);
      await page.goto(USERS);
      await page.getByRole('button', { name: `Make ${email} an admin` }).click();
      const promote = page.getByRole('alertdialog', { name: 'Make Pat Promoted an admin?' });
      await expect(promote).toContainText('will be able to manage the team');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await promote.getByRole('button', { name: 'Cancel' }).click();
      expect(await roleOf(email)).toBe('editor');
      await page.getByRole('button', { name: `Make ${email} an admin` }).click();
      await promote.getByRole('button', { name: 'Make admin' }).click();
      await expect(toast(page, 'Pat Promoted is now an admin')).toBeVisible();
      expect(await roleOf(email)).toBe('admin');

      // Pat, now an admin, demotes themself: the question says what it costs, and Users is gone at once.
      const pat = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await pat.setExtraHTTPHeaders(from());
      await pat.goto('/admin-secret-portal');
      await pat.getByLabel('Email').fill(email);
      await pat.getByLabel('Password', { exact: true }).fill(password);
      await pat.getByRole('button', { name: 'Sign In' }).click();
      await expect(pat).toHaveURL('/admin-secret-portal/dashboard');
      await pat.goto(USERS);
      await pat.getByRole('button', { name: `Make ${email} an editor` }).click();
      const self = pat.getByRole('alertdialog', { name: 'Make yourself an editor?' });
      await expect(self).toContainText('You will lose access to Users at once');
      expect(await seriousA11yViolations(pat)).toEqual([]);
      await self.getByRole('button', { name: 'Cancel' }).click();
      expect(await roleOf(email)).toBe('admin');
      await pat.getByRole('button', { name: `Make ${email} an editor` }).click();
      await self.getByRole('button', { name: 'Make me an editor' }).click();
      await expect(pat).toHaveURL('/admin-secret-portal/dashboard');
      expect(await roleOf(email)).toBe('editor');

      // Disabling an account asks too.
      await page.reload();
      await page.getByRole('button', { name: `Disable ${email}` }).click();
      const disable = page.getByRole('alertdialog', { name: 'Disable this account?' });
      await expect(disable).toContainText('signed out everywhere at once');
      await disable.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText('active');
    });
  });
}
