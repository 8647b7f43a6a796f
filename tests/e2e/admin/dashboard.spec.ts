import { expect, test } from '@playwright/test';
import { DASHBOARD, SIGN_IN, seriousA11yViolations, signIn, toasts } from './support';

// A whole flow of page loads: on a loaded machine it takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('the dashboard goes network-idle and its quick actions lead to real screens only', async ({ page }) => {
  await signIn(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  // Before, the prefetches of unbuilt screens never settled and this timed out.
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
  expect(requested.filter((p) => /\/(translations|images)/.test(p))).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('link', { name: 'Manage Articles' })).toHaveAttribute(
    'href',
    `${DASHBOARD}/blog/articles`,
  );
  await expect(actions.getByRole('link', { name: 'Write New Article' })).toHaveAttribute(
    'href',
    `${DASHBOARD}/blog/articles/new`,
  );
  await expect(actions.getByRole('link', { name: 'Manage Translations' })).toHaveAttribute(
    'href',
    `${DASHBOARD}/blog/translations`,
  );
  await expect(actions.getByRole('link', { name: 'Image Gallery' })).toHaveAttribute(
    'href',
    `${DASHBOARD}/images`,
  );

  await actions.getByRole('link', { name: 'Manage Categories' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/blog/categories`);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  await expect(page).toHaveURL(DASHBOARD);
  await actions.getByRole('link', { name: 'Leads Inbox' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/leads`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await page.goto(DASHBOARD);
  const leads = page.getByRole('listitem').filter({ hasText: 'New Leads This Week' });
  await expect(leads).toContainText(/Last 7 days: \d+ early access, \d+ contact, \d+ newsletter/);
});

test('ends another session from the dashboard; that browser is sent to sign-in', async ({ browser }) => {
  // Sessions read as a device (issue 33): two browsers no other spec signs in with.
  const here = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const there = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  });
  try {
    const page = await here.newPage();
    const other = await there.newPage();
    await signIn(page);
    const otherAuth = await signIn(other);
    await other.goto(DASHBOARD);
    await expect(other.getByText('Welcome,')).toBeVisible();

    await page.goto(DASHBOARD);
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    const mine = sessions.getByRole('listitem').filter({ hasText: 'This session' });
    const theirs = sessions.getByRole('listitem').filter({ hasText: 'Edge on macOS' });
    await expect(mine).toContainText('Firefox on Windows');
    await expect(mine.getByRole('button', { name: 'End session' })).toHaveCount(0);
    await expect(theirs).not.toContainText('This session');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await theirs.getByRole('button', { name: 'End session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End this session?' });
    await confirm.getByRole('button', { name: 'End session' }).click();
    await expect(toasts(page).getByText('Session ended')).toBeVisible();
    await expect(theirs).toHaveCount(0);
    await expect(mine).toBeVisible();

    // The ended session's next navigation lands on sign-in, and its token is refused by the API.
    await other.getByRole('link', { name: 'Manage Categories' }).click();
    await expect(other).toHaveURL(new RegExp(`^[^?]+${SIGN_IN}(\\?next=.*categories)?$`));
    expect((await other.request.get('/api/admin/verify', { headers: otherAuth })).status()).toBe(401);
    await page.reload();
    await expect(mine).toContainText('This session');
  } finally {
    await here.close();
    await there.close();
  }
});
