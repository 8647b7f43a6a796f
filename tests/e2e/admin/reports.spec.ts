import { test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiAuth, articlePayload, createArticle, expect, seriousA11yViolations } from './portal';
import { DASHBOARD, ownAddress, signIn } from './support';

/**
 * Issue 38: a reader's visit to an article, a click through its call to action and an early-access
 * signup show up in Reports (the article, the campaign, the lead) once the roll-up has run; the
 * beacon is on public pages only, and no public page sets a cookie.
 */

// A browser as visitors have it: headless Chromium names itself HeadlessChrome, which the bot list
// (rightly) does not count.
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const REPORTS = `${DASHBOARD}/reports`;

async function visitor(browser: Browser) {
  const context = await browser.newContext({
    userAgent: CHROME_UA,
    // One visitor of its own, as the balancer would pass its address.
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  });
  return { context, page: await context.newPage() };
}

async function publishedArticle(request: APIRequestContext, headers: Record<string, string>) {
  const slug = `reports-e2e-${Date.now()}`;
  const article = await createArticle(
    request,
    headers,
    articlePayload(slug, { title: `Readers of ${slug}`, status: 'published' }),
  );
  return { ...article, slug, title: `Readers of ${slug}`, path: `/blog/${slug}` };
}

test('a visit, its call to action and an early-access signup show in Reports after the roll-up', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiAuth(request);
  const article = await publishedArticle(request, headers);
  const campaign = `e2e-campaign-${Date.now()}`;

  const reader = await visitor(browser);
  const pageview = reader.page.waitForRequest(
    (r) => r.url().endsWith('/api/event') && (r.postData() ?? '').includes('"pageview"'),
  );
  const articleAnswer = await reader.page.goto(
    `${article.path}?utm_source=e2e-news&utm_medium=email&utm_campaign=${campaign}`,
  );
  expect(articleAnswer?.status()).toBe(200);
  expect(articleAnswer?.headers()['set-cookie']).toBeUndefined();
  expect(JSON.parse((await pageview).postData() ?? '{}')).toMatchObject({
    name: 'pageview',
    path: `${article.path}?utm_source=e2e-news&utm_medium=email&utm_campaign=${campaign}`,
  });
  expect(await reader.page.evaluate(() => document.cookie)).toBe('');

  // The article's closing call to action carries the article to the early-access page.
  const cta = reader.page.getByRole('region', { name: 'Put this into practice with AiLex' });
  await cta.getByRole('link', { name: 'Request early access' }).click();
  await expect(reader.page).toHaveURL(`/login?from=${article.path}`);
  // Typed once the page has loaded: a field filled in the instant React hydrates it can lose its text
  // (seen once here), a race a person's first keystroke does not run.
  await reader.page.waitForLoadState('load');
  const form = reader.page.getByRole('form', { name: 'Early access' });
  const email = `reader.${Date.now()}@firm.example`;
  await form.getByLabel('First name').fill('Rita');
  await form.getByLabel('Last name').fill('Reader');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await reader.page.getByRole('button', { name: 'Request early access' }).click();
  await expect(reader.page.getByRole('status').getByRole('heading')).toHaveText("You're on the list!");
  expect(await reader.page.evaluate(() => document.cookie)).toBe('');
  await reader.context.close();

  // The lead knows where it came from.
  const leads = await request.get(
    `/api/admin/submissions?type=early-access&search=${encodeURIComponent(email)}`,
    {
      headers,
    },
  );
  const [lead] = (await leads.json()).submissions;
  expect(lead).toMatchObject({
    email,
    source: 'e2e-news',
    article_path: article.path,
    landing_page: article.path,
    utm_campaign: campaign,
  });

  // After the roll-up (run now, as the Maintenance screen's Run now does), Reports count it.
  const run = await request.post('/api/admin/jobs/analytics-rollup/run', { headers });
  expect(run.status()).toBe(200);
  const overview = await (await request.get('/api/admin/reports/overview', { headers })).json();
  expect(overview.topArticles).toContainEqual(
    expect.objectContaining({ path: article.path, title: article.title, visitors: 1, leads: 1 }),
  );
  expect(overview.campaigns).toContainEqual(
    expect.objectContaining({ source: 'e2e-news', medium: 'email', campaign, views: 1, leads: 1 }),
  );

  // The dashboard counts this week's readers and leads to Reports.
  await signIn(page);
  await page.goto(DASHBOARD);
  const card = page.getByRole('listitem').filter({ hasText: 'Readers this week' });
  await expect(card.getByText(/^[1-9]\d*$/)).toBeVisible();
  await card.getByRole('link', { name: 'Open Reports' }).click();
  await expect(page).toHaveURL(REPORTS);

  // And the screen shows them.
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Top articles, table' });
  const row = top.getByRole('row').filter({ hasText: article.title });
  // One visitor, one lead: a 100 % conversion rate, the row's last cell.
  await expect(row.getByRole('cell').last()).toHaveText('100 %');
  await expect(
    page.getByRole('region', { name: 'Campaigns, table' }).getByRole('row').filter({ hasText: campaign }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a reader who moves on before the idle moment is counted once on each page', async ({ browser }) => {
  const reader = await visitor(browser);
  // The beacon sends when the browser is idle: hold those moments until both pages have rendered.
  await reader.context.addInitScript(() => {
    const held: Array<() => void> = [];
    Object.assign(window, {
      requestIdleCallback: (run: () => void) => held.push(run),
      runHeldIdleCallbacks: () => held.splice(0).forEach((run) => run()),
    });
  });
  const paths: string[] = [];
  reader.page.on('request', (r) => {
    const body = r.url().endsWith('/api/event') ? JSON.parse(r.postData() ?? '{}') : {};
    if (body.name === 'pageview') paths.push(body.path);
  });
  // The marketing pages move between each other client-side (next/link; the blog's links load pages).
  await reader.page.goto('/');
  await reader.page.evaluate('window.sameDocument = true');
  await reader.page.getByRole('banner').locator('a[href="/login"]').first().click();
  await reader.page.waitForURL((url) => url.pathname === '/login');
  await expect(reader.page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await reader.page.evaluate('window.sameDocument')).toBe(true);
  await reader.page.evaluate('runHeldIdleCallbacks()');
  await expect.poll(() => paths.length).toBe(2);
  expect(paths).toEqual(['/', '/login']);
  await reader.context.close();
});

test('the beacon posts nothing from portal pages, nothing under Do Not Track, and no public page sets a cookie', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/event')) events.push(r.url());
  });
  await signIn(page);
  await page.goto(DASHBOARD);
  await page.goto(REPORTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.waitForTimeout(1500); // the beacon waits for load and an idle moment
  expect(events).toEqual([]);

  const reader = await visitor(browser);
  for (const path of ['/', '/tx', '/login', '/security-whitepaper', '/blog', '/blog/belgium-fr']) {
    const answer = await reader.page.goto(path);
    expect(answer?.headers()['set-cookie'], path).toBeUndefined();
    expect(await reader.page.evaluate(() => document.cookie), path).toBe('');
  }
  await reader.context.close();

  const dnt = await browser.newContext({ userAgent: CHROME_UA, extraHTTPHeaders: { dnt: '1' } });
  await dnt.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }));
  const dntPage = await dnt.newPage();
  const dntEvents: string[] = [];
  dntPage.on('request', (r) => {
    if (r.url().endsWith('/api/event')) dntEvents.push(r.url());
  });
  await dntPage.goto('/blog');
  await dntPage.waitForTimeout(1500);
  expect(dntEvents).toEqual([]);
  await dnt.close();
});
