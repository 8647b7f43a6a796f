import { test } from '@playwright/test';
import { expect, seriousA11yViolations, toast } from './portal';
import { DASHBOARD, signIn } from './support';

/**
 * Issue 37, section 2, on the running server: maintenance mode closes every public page and API with
 * a 503 and Retry-After (a branded page in the market's language), keeps the portal, sign-in and health
 * checks up, lets a signed-in admin see the site with a bar saying so; a scheduled window is announced
 * beforehand and starts and ends by itself. Runs alone, after every other spec (playwright.config.ts).
 */

test.describe.configure({ mode: 'serial' });

const MAINTENANCE = `${DASHBOARD}/maintenance`;

test('an admin turns maintenance on from the portal: visitors get 503, the team keeps working', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const auth = await signIn(page);
  try {
    await page.goto(DASHBOARD);
    await page.getByRole('link', { name: 'Schedule Maintenance' }).click();
    await expect(page).toHaveURL(MAINTENANCE);
    await expect(page.getByTestId('maintenance-status')).toHaveText('Off: the site is up');
    await page.getByLabel('Message to visitors', { exact: true }).fill('Moving to a bigger server.');
    await page.getByRole('button', { name: 'Turn on maintenance mode' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(toast(page, 'Maintenance mode is on')).toBeVisible();
    await expect(page.getByTestId('maintenance-status')).toHaveText('On');

    // A visitor (no session): every public page and API answers 503 with Retry-After.
    const visitor = await browser.newContext();
    try {
      const home = await visitor.request.get('/');
      expect(home.status()).toBe(503);
      expect(Number(home.headers()['retry-after'])).toBeGreaterThan(0);
      expect(home.headers()['x-robots-tag']).toBe('noindex');
      const html = await home.text();
      expect(html).toContain('Moving to a bigger server.');
      expect(html).toContain('<meta name="robots" content="noindex">');
      const french = await visitor.request.get('/blog/belgium-fr');
      expect(french.status()).toBe(503);
      expect(await french.text()).toContain('Nous revenons bientôt');
      for (const path of ['/blog', '/tx', '/robots.txt', '/sitemap.xml', '/blog/rss.xml']) {
        expect((await visitor.request.get(path)).status(), path).toBe(503);
      }
      const api = await visitor.request.post('/api/public/newsletter', { data: { email: 'a@b.example' } });
      expect(api.status()).toBe(503);
      expect(await api.json()).toMatchObject({ error: 'The site is down for maintenance' });
      // Still up: health (readiness stays 200 so balancers keep the instance), the portal, sign-in.
      expect((await visitor.request.get('/api/health/ready')).status()).toBe(200);
      expect((await visitor.request.get('/admin-secret-portal')).status()).toBe(200);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/');
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('We’ll be back soon');
      expect(await seriousA11yViolations(visitorPage)).toEqual([]);
    } finally {
      await visitor.close();
    }

    // The signed-in admin still sees the site, with a bar that says only they do.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('We’ll be back soon');
    await expect(page.getByTestId('maintenance-preview')).toHaveText(
      'Maintenance mode is on — only you see this',
    );

    await page.goto(MAINTENANCE);
    await page.getByRole('button', { name: 'Turn off maintenance mode' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByTestId('maintenance-status')).toHaveText('Off: the site is up');
    expect((await page.request.get('/', { headers: { cookie: '' } })).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByTestId('maintenance-preview')).toHaveCount(0);
  } finally {
    await page.request.put('/api/admin/maintenance', { headers: auth, data: { enabled: false } });
  }
});

test('a scheduled window is announced on the pages, then starts and ends by itself', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const auth = await signIn(page);
  const startsAt = new Date(Date.now() + 20_000);
  startsAt.setUTCMilliseconds(0);
  const endsAt = new Date(startsAt.getTime() + 12_000);
  const res = await page.request.post('/api/admin/maintenance/windows', {
    headers: auth,
    data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), message: 'A short window.' },
  });
  expect(res.status()).toBe(201);
  const { window } = await res.json();
  const visitor = await browser.newContext();
  try {
    // Before it: the pages announce it, in their language.
    const before = await visitor.newPage();
    await before.goto('/');
    await expect(before.getByTestId('maintenance-notice')).toHaveText(
      /^Scheduled maintenance on .+ from .+ to .+ \(UTC\)$/,
    );
    await before.goto('/blog/belgium-nl');
    await expect(before.getByTestId('maintenance-notice')).toHaveText(/^Gepland onderhoud op .+ \(UTC\)$/);
    expect((await visitor.request.get('/')).status()).toBe(200);

    // It starts by itself...
    await expect
      .poll(async () => (await visitor.request.get('/')).status(), { timeout: 40_000, intervals: [1000] })
      .toBe(503);
    expect(await (await visitor.request.get('/')).text()).toContain('A short window.');
    // ...and ends by itself.
    await expect
      .poll(async () => (await visitor.request.get('/')).status(), { timeout: 40_000, intervals: [1000] })
      .toBe(200);
  } finally {
    await visitor.close();
    await page.request.delete(`/api/admin/maintenance/windows/${window.id}`, { headers: auth });
  }
});

test('the Maintenance screen runs a job now and creates a backup to download', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(MAINTENANCE);
  const jobs = page.getByRole('region', { name: 'Jobs' });
  await expect(jobs.getByRole('rowheader', { name: 'trash-purge' })).toBeVisible();
  await jobs.getByRole('button', { name: 'Run trash-purge now' }).click();
  await expect(toast(page, 'trash-purge ran')).toBeVisible();
  await expect(jobs.getByRole('row').filter({ hasText: 'trash-purge' })).toContainText('succeeded');

  const backups = page.getByRole('region', { name: 'Backups' });
  await backups.getByRole('button', { name: 'Create backup' }).click();
  await expect(toast(page, 'Backup created')).toBeVisible();
  const link = backups.getByRole('link', { name: /^Download the backup of / }).first();
  await expect(link).toBeVisible();
  // The link carries the session cookie, as a click does: the archive itself comes back.
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=/);
  expect((await download.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  expect(await seriousA11yViolations(page)).toEqual([]);
});
