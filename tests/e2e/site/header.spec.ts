import { MOBILE_BREAKPOINT_PX } from '@/lib/constants/site';
import { expect, MOBILE_VIEWPORT, scrollY, test, waitForHydration } from './fixtures';

test.describe('header on a desktop screen', () => {
  test('turns solid once the page is scrolled more than 32 px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 32));
    await expect.poll(() => scrollY(page)).toBe(32);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 33));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('the logo smooth-scrolls to the top on the home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => scrollY(page)).toBe(3000);
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[] };
      w.seen = [];
      window.addEventListener('scroll', () => w.seen.push(window.scrollY));
    });
    await page.getByRole('link', { name: 'AiLex home' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    // A smooth scroll passes through positions between the start and the top; a jump does not.
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.some((y) => y > 0 && y < 3000)).toBe(true);
  });

  test('the logo navigates to / from another page', async ({ page }) => {
    await page.goto('/security-whitepaper');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'AiLex home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Your AI Legal Associate—Works While You're in Court.",
    );
  });

  test('a section link on another route goes to / and then scrolls to the section', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(1000);
  });

  test('after arriving on / from another route, the scroll to the section starts about 100 ms later', async ({
    page,
  }) => {
    const start = new Date('2026-03-02T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Your AI Legal Associate—Works While You're in Court.",
    );
    await page.clock.runFor(90);
    await page.waitForTimeout(300); // real time: a scroll started now would already be under way
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(20);
    await expect(page.locator('#features')).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(500);
  });

  test('a section link on the home page scrolls to the section in place', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('#faq')).toBeInViewport();
    await expect(page).toHaveURL(/\/#faq$/);
  });

  test('the first Tab stop is a visible skip link to the main content', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('links to the blog, Login, Get Started and Start free trial', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByTestId('phone-button')).toBeHidden();
  });
});

test('the mobile menu button, and the phone button, replace the header links below 768 px', async ({
  page,
}) => {
  // Tailwind's `md` breakpoint (the `md:` classes of the header) must be the spec's MOBILE_BREAKPOINT_PX.
  expect(MOBILE_BREAKPOINT_PX).toBe(768);
  await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX - 1, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByTestId('phone-button')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 800 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByTestId('phone-button')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('slides in a 280 px panel on the right with the section links, Top and Resources', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([280, 390]);
    const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText([
      'Top',
      'Features',
      'Pricing',
      'FAQ',
      'Contact',
      'Resources',
      'Login',
      'Get Started',
      'Start free trial',
    ]);
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/blog');
    await expect(menu.getByText('Switch State')).toHaveCount(0);
  });

  test('Escape closes the menu and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a click outside closes the menu and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.mouse.click(40, 400); // left of the 280 px panel
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a section link in the menu closes it and scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test("offers 'Switch State' on a state page with the current state highlighted", async ({ page }) => {
    await page.goto('/tx');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Switch State' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Texas' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Florida' })).not.toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'New York' }).click();
    await expect(page).toHaveURL(/\/ny$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New York');
  });

  test('shows the floating phone button, announced as not yet available', async ({ page }) => {
    await page.goto('/');
    const phone = page.getByTestId('phone-button');
    await expect(phone).toBeVisible();
    // The spec gives the button no action yet, so it must not pass for a working control.
    await expect(phone).toHaveAccessibleName('Call us (coming soon)');
    await expect(phone).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Call us (coming soon)' })).toBeDisabled();
  });
});
