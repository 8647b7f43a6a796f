import { test } from '@playwright/test';
import { expect, seriousA11yViolations, toast } from './portal';
import { DASHBOARD, signIn } from './support';

/**
 * Issue 37, System Settings: an admin changes what the public site shows from the portal, with the
 * shared schema refusing a bad value in place, and the pages show it on their next request. Only values
 * no other spec looks at are changed (the contact email, a YouTube link, the usa blog's description),
 * and they are put back: the specs share one server.
 */

const SETTINGS = `${DASHBOARD}/settings`;
const EMAIL = 'hello@e2e-settings.example';
const YOUTUBE = 'https://www.youtube.com/@ailex-e2e';
const DESCRIPTION = 'Practice notes for US solo lawyers, from the team at AiLex.';

test('an admin sets the contact email, a social link and a market description, and the public pages show them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const auth = await signIn(page);
  try {
    await page.goto(DASHBOARD);
    await page.getByRole('link', { name: 'System Settings' }).click();
    await expect(page).toHaveURL(SETTINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'System Settings' });
    const save = form.getByRole('button', { name: 'Save settings' });
    await expect(save).toBeDisabled();

    // The schema the API uses refuses a bad value in place; nothing is sent.
    const email = form.getByLabel('Contact email');
    await email.fill('not-an-address');
    await save.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.getByText('Contact email must be a valid email address')).toBeVisible();

    await email.fill(EMAIL);
    await form.getByLabel('YouTube').fill(YOUTUBE);
    await form.getByLabel('United States (usa)').fill(DESCRIPTION);
    await expect(form.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PATCH',
    );
    await save.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    // Only what changed was sent: a colleague's save of another setting is not overwritten.
    expect(Object.keys(JSON.parse(response.request().postData() ?? '{}')).sort()).toEqual([
      'contact_email',
      'meta_description',
      'social_links',
    ]);
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(save).toBeDisabled();

    // The public pages show it on their next request.
    await expect
      .poll(async () => (await page.request.get('/').then((r) => r.text())).includes(`mailto:${EMAIL}`), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    await expect(footer.getByRole('link', { name: 'AiLex on YouTube' })).toHaveAttribute('href', YOUTUBE);
    await expect(page.getByTestId('contact-details').getByRole('link', { name: EMAIL })).toBeVisible();
    await page.goto('/blog/usa');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);

    // After a reload the screen shows the saved values, and axe finds nothing serious.
    await page.goto(SETTINGS);
    await expect(page.getByLabel('Contact email')).toHaveValue(EMAIL);
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    const reset = await page.request.patch('/api/admin/settings', {
      headers: auth,
      data: {
        contact_email: '',
        social_links: { linkedin: '', x: '', facebook: '', youtube: '' },
        meta_description: { global: '', usa: '', 'be-fr': '', 'be-nl': '' },
      },
    });
    expect(reset.status()).toBe(200);
  }
});

test("each integration's test runs from the screen and says what it found", async ({ page }) => {
  await signIn(page);
  await page.goto(SETTINGS);
  const integrations = page.getByRole('region', { name: 'Integrations' });
  const storage = integrations.getByRole('listitem').filter({ hasText: 'Image storage' });
  await storage.getByRole('button', { name: 'Write and read a probe file' }).click();
  await expect(storage.getByRole('status')).toHaveText(
    /^Passed: Wrote a probe file and read the same \d+ bytes back$/,
  );
  const mail = integrations.getByRole('listitem').filter({ hasText: 'Email (SMTP)' });
  await mail.getByRole('button', { name: 'Send a test email to me' }).click();
  await expect(mail.getByRole('status')).toHaveText(/^Passed: .*test email/);
  const redis = integrations.getByRole('listitem').filter({ hasText: 'Redis' });
  await expect(redis.getByText('Not set (REDIS_URL)')).toBeVisible();
});
