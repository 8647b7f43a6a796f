import { test } from '@playwright/test';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  saveArticle,
  signInThroughForm,
  toast,
} from './portal';

/**
 * Issue 35 point 3: "Legally reviewed" — a reviewer's name and a review date, entered in the editor,
 * shown under the byline ("Reviewed by … on …") and in the JSON-LD, both or neither, and kept by a bulk
 * unpublish and publish (partial updates).
 */
test('a reviewer and a review date entered in the editor show under the byline and in the JSON-LD, and survive bulk actions', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiAuth(request);
  const slug = `legal-review-${Date.now()}`;
  const article = await createArticle(request, headers, articlePayload(slug, { status: 'published' }));

  await signInThroughForm(page);
  await page.goto(`${ARTICLES}/${article.id}/edit`);
  const reviewer = page.getByRole('textbox', { name: 'Reviewed by' });
  const date = page.getByLabel('Review date');
  await expect(reviewer).toHaveValue('');

  // Both or neither: a name without a date is refused, the field says why.
  await reviewer.fill('Anne Dupont');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Review date is required when a reviewer is set')).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');

  await date.fill('2026-10-02');
  await saveArticle(page, 'Update');
  await expect(toast(page, 'Article updated successfully')).toBeVisible();

  const reader = await page.context().newPage();
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(200);
  await expect(reader.getByTestId('article-reviewed')).toHaveText(
    'Reviewed by Anne Dupont on October 2, 2026',
  );
  const ld = (await reader.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.stringify(JSON.parse(text)))
    .join('\n');
  expect(ld).toContain('"lastReviewed":"2026-10-02"');
  expect(ld).toMatch(/"reviewedBy":\{"@type":"Person","name":"Anne Dupont"\}/);

  // A bulk unpublish and publish change the status only: the review stays.
  for (const action of ['unpublish', 'publish'] as const) {
    const res = await request.post('/api/admin/blog/articles/bulk', {
      headers,
      data: { action, ids: [article.id] },
    });
    expect(res.status()).toBe(200);
  }
  const stored = (await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).json())
    .article;
  expect(stored).toMatchObject({
    status: 'published',
    reviewed_by: 'Anne Dupont',
    reviewed_at: '2026-10-02',
  });
});
