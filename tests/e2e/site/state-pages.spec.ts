import { expect, test, waitForHydration } from './fixtures';

const STATES = [
  { path: '/tx', code: 'TX', name: 'Texas', hero: 'The AI Legal Associate Built for Texas Solo Lawyers.' },
  {
    path: '/fl',
    code: 'FL',
    name: 'Florida',
    hero: 'Your Florida AI Legal Associate—From Miami-Dade to the Panhandle.',
  },
  {
    path: '/ny',
    code: 'NY',
    name: 'New York',
    hero: 'The AI Legal Associate for New York Solo Practitioners.',
  },
] as const;

for (const state of STATES) {
  test(`${state.path} has its own hero, title and state badge`, async ({ page }) => {
    const res = await page.goto(state.path);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(`AI legal associate for ${state.name} lawyers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(state.hero);
    // The badge reads "State: TX" to a screen reader (a visually hidden prefix, no aria-label on a span).
    await expect(page.locator('header')).toContainText(`State: ${state.code}`);
  });
}

test('the feature demos name the page state', async ({ page }) => {
  await page.goto('/ny');
  await waitForHydration(page);
  await page.getByTestId('feature-research').click();
  const dialog = page.getByRole('dialog', { name: 'State-specific legal research' });
  await expect(dialog).toContainText(
    'What is the statute of limitations for a personal injury claim in New York?',
  );
  await expect(dialog).not.toContainText('your state');
  await page.keyboard.press('Escape');
  await page.getByTestId('feature-drafting').hover();
  await expect(page.getByTestId('feature-drafting-overlay')).toContainText('New York county court');
});

test("the testimonials filter starts on the page's state and switches between All, TX, FL and NY", async ({
  page,
}) => {
  await page.goto('/fl');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'What Florida lawyers say' });
  const filter = section.getByRole('group', { name: 'Filter testimonials by state' });
  await expect(filter.getByRole('button')).toHaveText(['All', 'TX', 'FL', 'NY']);
  await expect(filter.getByRole('button', { name: 'FL' })).toHaveAttribute('aria-pressed', 'true');
  const items = section.getByTestId('testimonial-list').getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-state', 'FL');

  await filter.getByRole('button', { name: 'TX' }).click();
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-state', 'TX');
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(items).toHaveCount(6);
  await expect(section).toContainText('Sample testimonials');
});

test('the home page has no testimonials and no state selector', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Filter testimonials by state' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Choose your state' })).toHaveCount(0);
});

test('the floating state selector navigates to /{state}', async ({ page }) => {
  await page.goto('/tx');
  await waitForHydration(page);
  const selector = page.getByRole('navigation', { name: 'Choose your state' });
  await expect(selector.getByRole('link')).toHaveText(['Texas', 'Florida', 'New York']);
  await expect(selector.getByRole('link', { name: 'Texas' })).toHaveAttribute('aria-current', 'page');
  await selector.getByRole('link', { name: 'Florida' }).click();
  await expect(page).toHaveURL(/\/fl$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STATES[1].hero);
  await page
    .getByRole('navigation', { name: 'Choose your state' })
    .getByRole('link', { name: 'New York' })
    .click();
  await expect(page).toHaveURL(/\/ny$/);
  await expect(
    page.getByRole('navigation', { name: 'Choose your state' }).getByRole('link', { name: 'New York' }),
  ).toHaveAttribute('aria-current', 'page');
});
