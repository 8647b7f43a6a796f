import { test, type Page } from '@playwright/test';
import { apiAuth, expect, seriousA11yViolations, signInThroughForm, toast } from './portal';

/**
 * Issue 39 point 1 on the running server, at a phone's width: the Account screen's Notifications
 * section offers Off / Immediately / Daily digest per event, shows the new-device mail as always on,
 * and a saved choice survives a reload (it is the account's, through PUT /api/admin/account/notifications).
 */

const ACCOUNT = '/admin-secret-portal/dashboard/account';
const API = '/api/admin/account/notifications';

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 390, height: 800 } });

test('an account chooses how it hears of a change to its articles, at 390 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await apiAuth(request);
  try {
    await signInThroughForm(page);
    await page.goto(ACCOUNT);
    const section = page.getByRole('region', { name: 'Notifications' });
    const changed = section.getByRole('radiogroup', { name: 'Someone else changed my article' });
    await expect(changed).toBeVisible();
    await expect(section.getByText('Always on')).toBeVisible();
    await changed.getByRole('radio', { name: 'Immediately' }).click();
    await section.getByRole('button', { name: 'Save notifications' }).click();
    await expect(toast(page, 'Notification choices saved')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Someone else changed my article' })
        .getByRole('radio', { name: 'Immediately' }),
    ).toBeChecked();
  } finally {
    // Back to the default, for the specs that share this account.
    await request.put(API, {
      headers,
      data: { preferences: [{ event: 'article-changed', delivery: 'digest' }] },
    });
  }
});
