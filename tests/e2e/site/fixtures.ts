import { test as base, expect, type Page } from '@playwright/test';
import { COOKIE_CONSENT_STORAGE_KEY } from '@/lib/constants/site';

/**
 * Site tests start with the cookie banner already accepted (so it never covers what a test clicks)
 * unless they opt out with `test.use({ acceptCookies: false })`. Each test posts from its own
 * client address, so the per-address form rate limit of one test never reaches another.
 */
export const test = base.extend<{ acceptCookies: boolean }>({
  acceptCookies: [true, { option: true }],
  page: async ({ page, acceptCookies }, provide) => {
    if (acceptCookies) {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), COOKIE_CONSENT_STORAGE_KEY);
    }
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await provide(page);
  },
});

export { expect };

export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/** The page's vertical scroll offset. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until client components are interactive (the header's scroll listener reports its state). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('header[data-solid]')).toHaveCount(1);
}
