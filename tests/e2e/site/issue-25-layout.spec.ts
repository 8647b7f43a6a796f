import { expect, test, type Locator, type Page } from '@playwright/test';

// Issue 25, points 10 and 11 on a 390 px phone, and the markup points (2, 3, 4) the outside judges found.
test.use({ viewport: { width: 390, height: 800 } });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element a tap at the centre of `target` would reach is `target` (or inside it): nothing covers it. */
async function isTappable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([x, y, el]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && !!el && (el === hit || el.contains(hit));
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

test('the cookie bar never covers the state selector or the call button on a phone', async ({ page }) => {
  await page.goto('/tx');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible({ timeout: 5000 });
  const bar = (await banner.boundingBox())!;
  const controls = [
    ...(await page.getByRole('navigation', { name: 'Choose your state' }).getByRole('link').all()),
    page.getByTestId('phone-button'),
  ];
  expect(controls).toHaveLength(4);
  for (const control of controls) {
    await expect(control).toBeVisible();
    expect(overlaps((await control.boundingBox())!, bar)).toBe(false);
    expect(await isTappable(page, control)).toBe(true);
  }
  // The end of the page (the footer's last links) can still be scrolled above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
  expect(overlaps((await lastLink.boundingBox())!, (await banner.boundingBox())!)).toBe(false);
  // Dismissed: the controls go back down.
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});

test('article tables keep words whole and scroll inside their own box; long URLs still wrap', async ({
  page,
}) => {
  const res = await page.goto('/blog/automating-client-intake');
  expect(res?.status()).toBe(200);
  const table = page.locator('.article-body table').first();
  await expect(table).toBeVisible();
  const cells = await table.locator('td, th').evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      // A word broken in the middle shows as a cell whose content is narrower than its longest word.
      const words = (el.textContent ?? '').split(/\s+/).filter(Boolean);
      const probe = document.createElement('span');
      probe.style.cssText = `font:${style.font};white-space:nowrap;position:absolute;visibility:hidden`;
      document.body.append(probe);
      const longest = Math.max(
        0,
        ...words.map((w) => {
          probe.textContent = w;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: el.textContent, fits: longest <= inner + 1, wrap: style.overflowWrap };
    }),
  );
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.filter((c) => !c.fits)).toEqual([]);
  expect(new Set(cells.map((c) => c.wrap))).toEqual(new Set(['break-word']));
  // The page itself never scrolls sideways; the table's box does when it is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const { overflowX } = await table.evaluate((el) => ({ overflowX: getComputedStyle(el).overflowX }));
  expect(overflowX).toBe('auto');
  // Links (long URLs) may break anywhere.
  const link = page.locator('.article-body a').first();
  if ((await link.count()) > 0) {
    expect(await link.evaluate((el) => getComputedStyle(el).overflowWrap)).toBe('anywhere');
  }
});

test('no aria-label on an element whose role does not allow one (W3C validator), on the state pages', async ({
  page,
}) => {
  test.slow(); // four page loads
  for (const path of ['/', '/tx', '/fl', '/ny']) {
    await page.goto(path);
    const offenders = await page
      .locator('span[aria-label]:not([role]), div[aria-label]:not([role]), p[aria-label]:not([role])')
      .count();
    expect({ path, offenders }).toEqual({ path, offenders: 0 });
  }
  await page.goto('/tx');
  // The state badge still names the state to assistive technology, as text.
  await expect(page.getByRole('banner')).toContainText('State: TX');
});

test('/tx, /fl and /ny are linked from the state strip and the footer of every marketing page', async ({
  page,
}) => {
  test.slow(); // three page loads
  for (const path of ['/', '/login']) {
    await page.goto(path);
    for (const target of ['/tx', '/fl', '/ny']) {
      await expect(page.getByRole('contentinfo').locator(`a[href="${target}"]`)).toHaveCount(1);
    }
  }
  await page.goto('/');
  const strip = page.getByTestId('state-strip');
  for (const target of ['/tx', '/fl', '/ny']) {
    // Each state once in the visible copy; the hidden copy's link is out of the tab order.
    await expect(strip.locator(`a[href="${target}"]:not([tabindex="-1"])`)).toHaveCount(1);
  }
});

test('the 404 page has one robots tag and the site header, footer and ways back', async ({ page }) => {
  const res = await page.goto('/no-such-page-issue-25');
  expect(res?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const back = page.getByRole('navigation', { name: 'Ways back' });
  await expect(back.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(back.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
});
