import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { seriousA11yViolations, signIn, toasts } from './support';

const TRANSLATIONS = '/admin-secret-portal/dashboard/blog/translations';

test('an editor translates an article into French on the screen and it goes live in be-fr with hreflang both ways', async ({
  page,
}) => {
  const headers = await signIn(page);
  const slug = `e2e-translate-${Date.now()}`;
  const created = await page.request.post('/api/admin/blog/articles', {
    headers,
    data: {
      title: `Engagement letters ${slug}`,
      slug,
      summary: 'What every engagement letter should say.',
      content: '<p>Scope, fees and termination belong in writing.</p>',
      status: 'published',
      market: 'global',
      language: 'en',
      isTranslation: false,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(TRANSLATIONS);
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.name}`)).toBeVisible();
  await page.getByRole('button', { name: `Engagement letters ${slug}` }).click();
  await expect(page).toHaveURL(new RegExp(`article=${slug}`));
  await expect(page.getByRole('radio', { name: 'French (fr)' })).toBeChecked();
  await expect(page.getByText('Pending')).toHaveCount(3);
  // The English source is shown beside the text being translated.
  await page.getByRole('button', { name: 'Edit Title (fr)' }).click();
  await expect(page.getByText(`Engagement letters ${slug}`).last()).toBeVisible();
  await page.getByLabel('Title (FR)').fill(`Lettres de mission ${slug}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Translation updated successfully').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit Summary (fr)' }).click();
  await page.getByLabel('Summary (FR)').fill('Ce que toute lettre de mission doit dire.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit Summary (fr)' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Content (fr)' }).click();
  const body = page.getByRole('textbox', { name: 'Content (FR)' });
  await body.click();
  await page.keyboard.type("L'objet, les honoraires et la résiliation s'écrivent.");
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approved')).toHaveCount(3);

  expect(await seriousA11yViolations(page)).toEqual([]);

  const french = await page.goto(`/blog/belgium-fr/${slug}`);
  expect(french?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lettres de mission ${slug}`);
  await expect(page.getByText("L'objet, les honoraires et la résiliation s'écrivent.")).toBeVisible();
  const toEnglish = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(toEnglish).toMatch(new RegExp(`/blog/${slug}$`));

  await page.goto(`/blog/${slug}`);
  const toFrench = await page.locator('link[rel="alternate"][hreflang="fr-BE"]').getAttribute('href');
  expect(toFrench).toMatch(new RegExp(`/blog/belgium-fr/${slug}$`));
});
