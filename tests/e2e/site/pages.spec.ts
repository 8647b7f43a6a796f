import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';

const PAGES = [
  { path: '/', title: 'AI legal associate' },
  { path: '/tx', title: 'AI legal associate for Texas lawyers' },
  { path: '/fl', title: 'AI legal associate for Florida lawyers' },
  { path: '/ny', title: 'AI legal associate for New York lawyers' },
  { path: '/login', title: 'Login Coming Soon | AiLex' },
  { path: '/security-whitepaper', title: 'Security Overview | AiLex' },
];

for (const { path, title } of PAGES) {
  test(`${path} has its title, description, canonical URL and social tags, served from the static cache`, async ({
    page,
    baseURL,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toContain('s-maxage');
    await expect(page).toHaveTitle(title);
    const meta = (selector: string) => page.locator(selector).first();
    const description = await meta('meta[name="description"]').getAttribute('content');
    expect(description && description.length).toBeGreaterThan(50);
    // Next writes the home page's URL without the trailing slash.
    const url = new URL(path, baseURL).toString().replace(/\/$/, '');
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', description!);
    await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', 'AiLex');
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    const image = new URL('/og-image.png', baseURL).toString();
    await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', image);
    await expect(meta('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(meta('meta[name="twitter:image"]')).toHaveAttribute('content', image);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
}

test('the share image is a 1200×630 PNG', async ({ request }) => {
  const res = await request.get('/og-image.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const png = await res.body();
  // PNG header: width and height are big-endian at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the security overview shows the four cards, the whitepaper mail link and Back to Home links', async ({
  page,
}) => {
  await page.goto('/security-whitepaper');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Overview');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
    'Encryption',
    'Zero Admin Access',
    'SOC-2 Infrastructure',
    'Ethical AI',
    'Request the full security whitepaper',
  ]);
  const mail = page.getByRole('link', { name: 'Email security@ailex.law' });
  await expect(mail).toHaveAttribute('href', /^mailto:security@ailex\.law\?subject=/);
  const back = page.locator('main').getByRole('link', { name: /Back to Home/ });
  await expect(back).toHaveCount(2);
  await waitForHydration(page);
  await back.last().click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/no-such-page', '/tx/extra', '/login/x']) {
  test(`${path} answers 404 with 'Page Not Found'`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}

for (const path of ['/', '/tx', '/login', '/security-whitepaper']) {
  test(`axe finds no serious or critical accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
