import { test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { mailedTo } from './accounts';
import { apiAuth, articlePayload, createArticle, expect, seriousA11yViolations, toast } from './portal';
import { DASHBOARD, signIn } from './support';

/**
 * Issue 39, campaigns (ADR 0111), on the running server (no SMTP: mail lands in the outbox): an admin
 * writes a campaign from the Notifications screen with an article it picks, previews it, sends a test
 * to their own address and receives it with the one-click unsubscribe headers; the screen works at
 * 390 px.
 */

const NOTIFICATIONS = `${DASHBOARD}/notifications`;

test('an admin writes a campaign, previews it and receives a test of it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `E2E newsletter piece ${stamp}`;
  await createArticle(
    request,
    await apiAuth(request),
    articlePayload(`e2e-newsletter-${stamp}`, { title, status: 'published' }),
  );
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(NOTIFICATIONS);

  const form = page.getByRole('form', { name: 'New campaign' });
  const subject = `E2E campaign ${stamp}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel(/^Intro/).fill('Hello from the end-to-end test.');
  await form.getByRole('checkbox', { name: new RegExp(title) }).check();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();

  const row = page
    .getByRole('list', { name: 'Campaigns' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(row).toContainText('draft');
  await row.getByRole('button', { name: `Preview “${subject}”` }).click();
  const preview = page.frameLocator(`iframe[title="Preview of ${subject}"]`);
  await expect(preview.getByRole('link', { name: title })).toBeVisible();
  await expect(preview.getByText('Hello from the end-to-end test.')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(toast(page, 'Test sent')).toBeVisible();
  await expect.poll(() => mailedTo(E2E_ADMIN.email, `[Test] ${subject}`), { timeout: 15_000 }).toBe(true);
  await expect
    .poll(() => mailedTo(E2E_ADMIN.email, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'))
    .toBe(true);
  // A test leaves the campaign a draft.
  await expect(row).toContainText('draft');
  // Nothing scrolls sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
