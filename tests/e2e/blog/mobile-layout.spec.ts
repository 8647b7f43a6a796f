import { expect, test } from '@playwright/test';

// Article bodies hold tables and long words; on a phone they must scroll inside the article, never
// widen the page (the body is a flex column, so a wide child used to stretch <main> past the screen).
test.use({ viewport: { width: 390, height: 800 } });

for (const path of [
  '/blog',
  '/blog/automating-client-intake',
  '/blog/usa/trust-accounting-iolta-mistakes',
  '/blog/belgium-nl/beroepsgeheim-avg-ai-advocatenkantoor',
]) {
  test(`${path} fits a 390 px phone without sideways scrolling`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
