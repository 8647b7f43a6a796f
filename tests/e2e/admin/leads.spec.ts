import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { COOKIE_CONSENT_STORAGE_KEY } from '@/lib/constants/site';
import { DASHBOARD, ownAddress, seriousA11yViolations, signIn } from './support';

const LEADS = `${DASHBOARD}/leads`;

// A whole flow of page loads: on a loaded machine it takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('leads sent through the public forms show in their inbox tabs, are searchable and export as CSV', async ({
  page,
}) => {
  const n = Date.now();
  const earlyEmail = `early.${n}@lead-law.com`;
  const contactEmail = `contact.${n}@lead-law.com`;
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), COOKIE_CONSENT_STORAGE_KEY);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });

  // A visitor asks for early access and writes through the contact form.
  await page.goto('/login');
  await expect(page.locator('header[data-solid]')).toHaveCount(1);
  const early = page.getByRole('form', { name: 'Early access' });
  await early.getByLabel('First name').fill('Lena');
  await early.getByLabel('Last name').fill(`Early${n}`);
  await early.getByLabel('Email', { exact: true }).fill(earlyEmail);
  await early.getByLabel('Message (optional)').fill('Immigration practice in Ghent');
  let sent = page.waitForResponse('**/api/public/early-access');
  await early.getByRole('button', { name: 'Request early access' }).click();
  expect((await sent).status()).toBe(201);

  await page.goto('/#contact');
  await expect(page.locator('header[data-solid]')).toHaveCount(1);
  const contact = page.getByRole('form', { name: 'Get In Touch' });
  await contact.getByLabel('First name').fill('Omar');
  await contact.getByLabel('Last name').fill(`Contact${n}`);
  await contact.getByLabel('Email', { exact: true }).fill(contactEmail);
  await contact.getByLabel('Message').fill('=HYPERLINK("http://evil.example","open me")');
  sent = page.waitForResponse('**/api/public/contact');
  await contact.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);

  // The admin finds them from the dashboard.
  await signIn(page);
  await page.goto(DASHBOARD);
  await page.getByRole('link', { name: 'Open the leads inbox' }).click();
  await expect(page).toHaveURL(LEADS);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Early access' })).toHaveAttribute('aria-selected', 'true');
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });
  await expect(row(earlyEmail)).toContainText(`Lena Early${n}`);
  await expect(row(earlyEmail)).toContainText('Immigration practice in Ghent');
  await expect(row(contactEmail)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${LEADS}?type=contact`);
  await expect(row(contactEmail)).toContainText(`Omar Contact${n}`);
  await expect(row(earlyEmail)).toHaveCount(0);

  // Search waits for the typing to stop, lands in the URL and survives a reload.
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(`Contact${n}`);
  await expect(page).toHaveURL(`${LEADS}?type=contact&search=Contact${n}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue(`Contact${n}`);
  await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(contactEmail)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(`nobody-${n}`);
  await expect(page.getByText('No leads match this search')).toBeVisible();
  // Typing replaced the history entry; Back returns to the tab before it.
  await page.goBack();
  await expect(page).toHaveURL(LEADS);
  await expect(row(earlyEmail)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue(`nobody-${n}`);

  // The CSV of the tab: a file with a name, the columns, the lead, and the formula neutralised. The
  // lead's source (issue 38): the visit began on /login (its first pageview), the form was on /, and
  // with no referrer nor campaign it came direct.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  // The UTF-8 byte order mark first, so Excel reads accented names as written (issue 33).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'Date,First name,Last name,Email,Message,Source,Article,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Page',
  );
  const line = lines.find((l) => l.includes(contactEmail));
  expect(line).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2}T[^,]+,Omar,Contact${n},${contactEmail.replace(/\./g, '\\.')},"'=HYPERLINK\\(""http://evil\\.example"",""open me""\\)",Direct,,/login,,,,,/$`,
    ),
  );
  expect(csv).not.toContain(earlyEmail);
});

test('the leads inbox pages through a long list and keeps the page in the URL', async ({ page }) => {
  await signIn(page);
  // Enough newsletter sign-ups for a second page (20 a page), each from the test's own address.
  const n = Date.now();
  for (let i = 0; i < 21; i++) {
    const res = await page.request.post('/api/public/newsletter', {
      data: { email: `paged.${n}.${i}@lead-law.com`, market: 'usa', website: '' },
      headers: { 'x-forwarded-for': ownAddress() },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`${LEADS}?type=newsletter&search=paged.${n}`);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Date', 'Email', 'Source']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${LEADS}?type=newsletter&search=paged.${n}&page=2`);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(21);
});
