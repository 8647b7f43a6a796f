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
  // Eight fields (issue 22: slug, meta title, meta description and image alt too; issue 35: the
  // reviewer's name); this article has no image, metadata or review, so only title, summary and
  // content must be written before it goes live.
  await expect(page.getByText('Pending')).toHaveCount(8);
  // The English source is shown beside the text being translated.
  await page.getByRole('button', { name: 'Edit Title (fr)' }).click();
  await expect(page.getByText(`Engagement letters ${slug}`).last()).toBeVisible();
  await page.getByLabel('Title (FR)', { exact: true }).fill(`Lettres de mission ${slug}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page).getByText('Translation updated successfully').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit Summary (fr)' }).click();
  await page.getByLabel('Summary (FR)', { exact: true }).fill('Ce que toute lettre de mission doit dire.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit Summary (fr)' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Content (fr)' }).click();
  const body = page.getByRole('textbox', { name: 'Content (FR)' });
  await body.click();
  await page.keyboard.type("L'objet, les honoraires et la résiliation s'écrivent.");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
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

test('an editor translates every field into French; the be-fr page is at the French slug with the French meta title', async ({
  page,
}) => {
  const headers = await signIn(page);
  const stamp = Date.now();
  const slug = `e2e-all-fields-${stamp}`;
  const frenchSlug = `tous-les-champs-${stamp}`;
  const created = await page.request.post('/api/admin/blog/articles', {
    headers,
    data: {
      title: `Conflict checks ${stamp}`,
      slug,
      summary: 'How to run a conflict check before taking a matter.',
      content: '<p>Search every party, every time.</p>',
      status: 'published',
      market: 'global',
      language: 'en',
      isTranslation: false,
      featuredImageUrl: '/images/blog/intake.jpg',
      featuredImageAlt: 'A lawyer searching a client list',
      metaTitle: `Conflict checks, step by step ${stamp}`,
      metaDescription: 'A practical conflict check routine for small firms.',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`${TRANSLATIONS}?article=${slug}&lang=fr`);
  const french: [string, string][] = [
    ['Title', `Vérification des conflits ${stamp}`],
    ['Summary', 'Comment vérifier les conflits avant d’accepter un dossier.'],
    ['Slug', frenchSlug],
    ['Meta title', `Vérifier les conflits, pas à pas ${stamp}`],
    ['Meta description', 'Une routine de vérification des conflits pour les petits cabinets.'],
    ['Featured image alt', 'Une avocate parcourt une liste de clients'],
  ];
  for (const [field, text] of french) {
    await page.getByRole('button', { name: `Edit ${field} (fr)` }).click();
    await page.getByLabel(`${field} (FR)`, { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: `Edit ${field} (fr)` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Edit Content (fr)' }).click();
  await page.getByRole('textbox', { name: 'Content (FR)' }).click();
  await page.keyboard.type('Vérifiez chaque partie, à chaque fois.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Approved')).toHaveCount(7);

  const res = await page.goto(`/blog/belgium-fr/${frenchSlug}`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(`Vérifier les conflits, pas à pas ${stamp}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Vérification des conflits ${stamp}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Une routine de vérification des conflits pour les petits cabinets.',
  );
  await expect(page.getByRole('img', { name: 'Une avocate parcourt une liste de clients' })).toBeVisible();
  const toEnglish = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(toEnglish).toMatch(new RegExp(`/blog/${slug}$`));

  await page.goto(`/blog/${slug}`);
  const toFrench = await page.locator('link[rel="alternate"][hreflang="fr-BE"]').getAttribute('href');
  expect(toFrench).toMatch(new RegExp(`/blog/belgium-fr/${frenchSlug}$`));
});
