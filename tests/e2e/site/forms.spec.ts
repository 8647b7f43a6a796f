import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const earlyAccess = (page: Page) => page.getByRole('form', { name: 'Early access' });

test.describe('/login early access', () => {
  test('keeps submit disabled until first name, last name and email are filled', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Coming Soon');
    const submit = page.getByRole('button', { name: 'Request early access' });
    await expect(submit).toBeDisabled();
    await earlyAccess(page).getByLabel('First name').fill('Ana');
    await earlyAccess(page).getByLabel('Last name').fill('Reyes');
    await expect(submit).toBeDisabled();
    await earlyAccess(page).getByLabel('Email', { exact: true }).fill('ana@reyes-law.com');
    await expect(submit).toBeEnabled();
    await earlyAccess(page).getByLabel('First name').fill('   ');
    await expect(submit).toBeDisabled();
    await expect(earlyAccess(page).getByLabel('Message (optional)')).toBeVisible();
  });

  test("shows 'Submitting...' while sending, then 'You're on the list!' with the name and email", async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    // Hold the real request until the test has seen the submitting state, then let it through to the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posted: unknown;
    await page.route('**/api/public/early-access', async (route) => {
      posted = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    const email = `ana.${Date.now()}@reyes-law.com`;
    await earlyAccess(page).getByLabel('First name').fill('Ana');
    await earlyAccess(page).getByLabel('Last name').fill('Reyes');
    await earlyAccess(page).getByLabel('Email', { exact: true }).fill(email);
    await earlyAccess(page).getByLabel('Message (optional)').fill('Family law in Austin');
    await page.getByRole('button', { name: 'Request early access' }).click();
    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    const response = page.waitForResponse('**/api/public/early-access');
    release();
    expect((await response).status()).toBe(201);
    expect(posted).toEqual({
      firstName: 'Ana',
      lastName: 'Reyes',
      email,
      message: 'Family law in Austin',
      website: '',
      // Where the form was sent from (issue 38): the page with its query, and the page's referrer.
      attribution: { page: '/login', referrer: expect.any(String) },
    });
    const confirmation = page.getByRole('status');
    await expect(confirmation.getByRole('heading')).toHaveText("You're on the list!");
    // Focus moves to the confirmation so screen readers announce it (the form it replaced is gone).
    await expect(confirmation.getByRole('heading')).toBeFocused();
    await expect(confirmation).toContainText('Thanks, Ana!');
    await expect(confirmation).toContainText(email);
  });

  test('shows the server field error beside the email field, focuses it, and clears it on change', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await earlyAccess(page).getByLabel('First name').fill('Ana');
    await earlyAccess(page).getByLabel('Last name').fill('Reyes');
    await earlyAccess(page).getByLabel('Email', { exact: true }).fill('ana@reyes-law');
    const response = page.waitForResponse('**/api/public/early-access');
    await page.getByRole('button', { name: 'Request early access' }).click();
    expect((await response).status()).toBe(400);
    const email = earlyAccess(page).getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email).toBeFocused();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toHaveCount(0);
    await email.press('m');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAccessibleDescription('');
    await expect(earlyAccess(page).getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('links to features, pricing, the blog and home', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    const explore = page.getByRole('navigation', { name: 'Explore' });
    await expect(explore.getByRole('link', { name: 'Read Blog' })).toHaveAttribute('href', '/blog');
    await expect(explore.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await explore.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await page.goto('/login');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Explore' })
      .getByRole('link', { name: 'See Features' })
      .click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
  });
});

test('the Get In Touch form focuses the first invalid field, then sends the message and focuses the thanks', async ({
  page,
}) => {
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Get In Touch' });
  await form.getByLabel('First name').fill('Marcus');
  await form.getByLabel('Last name').fill('Bell');
  await form.getByLabel('Email', { exact: true }).fill('marcus@bell-law');
  let response = page.waitForResponse('**/api/public/contact');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await response).status()).toBe(400); // a bad email, and the message is required
  const email = form.getByLabel('Email', { exact: true });
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
  await expect(email).toBeFocused(); // the first invalid field, in page order
  await email.fill('marcus@bell-law.com');
  await expect(email).not.toHaveAttribute('aria-invalid'); // its error goes; the message's stays
  await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Message').fill('Do you integrate with my calendar?');
  response = page.waitForResponse('**/api/public/contact');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await response).status()).toBe(201);
  const thanks = page.locator('#contact').getByRole('status');
  await expect(thanks.getByRole('heading', { name: 'Thank you, Marcus!' })).toBeFocused();
  await expect(thanks).toContainText('Thank you, Marcus!');
  await expect(thanks).toContainText('marcus@bell-law.com');
});

test('the newsletter box shows and focuses a bad email, then subscribes and focuses the thanks', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  const email = form.getByLabel('Email address');
  await email.fill('reader@example');
  let response = page.waitForResponse('**/api/public/newsletter');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await response).status()).toBe(400);
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(email).toBeFocused();
  await email.fill(`reader.${Date.now()}@example.com`);
  await expect(email).not.toHaveAttribute('aria-invalid');
  response = page.waitForResponse('**/api/public/newsletter');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await response).status()).toBe(201);
  const thanks = page.locator('footer').getByRole('status');
  await expect(thanks).toHaveText(
    'Thanks for subscribing! Check your inbox: we sent you a link to confirm your subscription.',
  );
  await expect(thanks.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeFocused();
});
