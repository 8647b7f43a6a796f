import { expect, test } from '@playwright/test';
import { apiAuth } from '../admin/portal';
import { SANITIZER_CORPUS } from '../../security/sanitizer-corpus';

// The sanitizer's output in a real browser: the whole attack corpus saved as one article's body through
// the admin API, then the public article page loaded. The public pages allow inline script
// ('unsafe-inline', docs/adr/0013), so only the sanitizer stands between a payload and the page.
const PROBE = () => {
  const calls: string[] = [];
  Object.defineProperty(window, '__pwnedCalls', { value: calls });
  Object.defineProperty(window, '__pwned', { value: (what: string) => calls.push(String(what)) });
};

test('the probe sees a payload that runs (control: markup written without the sanitizer)', async ({
  page,
}) => {
  await page.addInitScript(PROBE);
  await page.goto('/blog');
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', `<img src="x" onerror="__pwned('control')">`),
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pwnedCalls: string[] }).__pwnedCalls))
    .toEqual(['control']);
});

test('the attack corpus published as an article runs no script and loads nothing from elsewhere', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = await apiAuth(request);
  const slug = `e2e-sanitizer-${Date.now()}`;
  const created = await request.post('/api/admin/blog/articles', {
    headers,
    data: {
      title: `Sanitizer ${slug}`,
      slug,
      summary: 'Attack corpus.',
      content: SANITIZER_CORPUS.map((c) => `<div>${c.html}</div>`).join('\n'),
      status: 'published',
      market: 'global',
      language: 'en',
      isTranslation: false,
    },
  });
  expect(created.status()).toBe(201);

  const dialogs: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  await page.addInitScript(PROBE);

  const res = await page.goto(`/blog/${slug}`);
  expect(res?.status()).toBe(200);
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sanitizer ${slug}`);
  // Move the pointer over the whole page and click nothing: hover handlers would fire now.
  for (let y = 0; y < 2000; y += 200) await page.mouse.move(400, y);
  await page.waitForTimeout(500);

  const probe = await page.evaluate(() => ({
    calls: (window as unknown as { __pwnedCalls: string[] }).__pwnedCalls,
    handlers: [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.localName}[${a.name}]`),
    ),
    scriptUrls: [...document.querySelectorAll('a[href], img[src]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((u) => /^\s*(javascript|vbscript|data):/i.test(u)),
    hydrationIntact: typeof (window as unknown as { __next_f?: unknown }).__next_f === 'object',
  }));
  expect(probe.calls).toEqual([]);
  expect(probe.handlers).toEqual([]);
  expect(probe.scriptUrls).toEqual([]);
  expect(probe.hydrationIntact).toBe(true);
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);

  await request.delete(`/api/admin/blog/articles/${(await created.json()).article.id}`, { headers });
});
