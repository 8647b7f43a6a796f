import { STATE_STRIP_COUNT, TYPING_SENTENCE_COUNT } from '@/lib/constants/site';
import { FEATURES } from '@/lib/content/features';
import { expect, test, waitForHydration } from './fixtures';

const HOME_HERO = "Your AI Legal Associate—Works While You're in Court.";

test.describe('home page sections', () => {
  test('shows the hero with its badges and both buttons to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Your AI Legal Associate—Works While You're in Court.",
    );
    await expect(
      page.getByText(
        'Research like a librarian, draft like an associate, organize like a paralegal — at solo-firm prices.',
      ),
    ).toBeVisible();
    await expect(page.getByText('AiLex can do it ALL for you.')).toBeVisible();
    // Scoped to the hero: 'AI receptionist' is also a feature card and a pricing line elsewhere in main.
    const hero = page.getByRole('region', { name: HOME_HERO });
    await expect(hero.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText([
      'State-specific research',
      'AI receptionist',
    ]);
    for (const text of ['Start immediately', 'No setup needed', 'No learning curve']) {
      await expect(hero.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start 14-day free trial' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('link', { name: 'Watch 90-sec demo' })).toHaveAttribute('href', '/login');
  });

  test('the state strip loops the 15 states and pauses on hover', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('state-strip');
    const lists = strip.locator('ul');
    await expect(lists.nth(0).locator('li')).toHaveCount(STATE_STRIP_COUNT);
    await expect(lists.nth(1).locator('li')).toHaveCount(STATE_STRIP_COUNT); // the copy that makes the loop seamless
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(lists.nth(0).locator('li').first()).toHaveText('TXTexas');
    await expect(lists.nth(0).locator('li').last()).toHaveText('MAMassachusetts');
    await expect(strip).toHaveCSS('animation-play-state', 'running');
    await expect(strip).toHaveCSS('animation-iteration-count', 'infinite');
    // The strip never stands still, so point the mouse at it rather than waiting for it to be stable.
    const region = page.getByRole('region', { name: 'States we cover' });
    await region.scrollIntoViewIfNeeded();
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(strip).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(5, 5);
    await expect(strip).toHaveCSS('animation-play-state', 'running');
  });

  test('the state strip loops without a jump: the copy starts exactly halfway, where -50% lands', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = page.getByTestId('state-strip');
    const { whole, first, copyOffset } = await strip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const [a, b] = Array.from(el.querySelectorAll('ul')).map((ul) => ul.getBoundingClientRect());
      return { whole: box.width, first: a!.width, copyOffset: b!.left - box.left };
    });
    expect(Math.abs(copyOffset - whole / 2)).toBeLessThan(0.5);
    expect(Math.abs(first - whole / 2)).toBeLessThan(0.5);
  });

  test('the state strip stands still for users who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('state-strip')).toHaveCSS('animation-name', 'none');
  });

  test('a feature card shows its demo overlay on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const overlay = page.getByTestId('feature-research-overlay');
    await expect(overlay).toHaveCSS('opacity', '0');
    await page.getByTestId('feature-research').hover();
    await expect(overlay).toHaveCSS('opacity', '1');
    await expect(overlay).toContainText(
      'What is the statute of limitations for a personal injury claim in my state?',
    );
    await page.mouse.move(5, 5);
    await expect(overlay).toHaveCSS('opacity', '0');
    await page.getByTestId('feature-drafting').focus();
    await expect(page.getByTestId('feature-drafting-overlay')).toHaveCSS('opacity', '1');
  });

  test('each feature card is an article with its own heading and a short-named demo button', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(FEATURES.map((f) => f.title));
    await expect(features.locator('button :is(h1, h2, h3, h4, p, div)')).toHaveCount(0);
    const card = features
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'AI receptionist', exact: true }) });
    await expect(card.getByRole('button')).toHaveAccessibleName('See it in action: AI receptionist');
    // The trigger is stretched over the card: a click near its top corner opens the dialog too.
    await card.click({ position: { x: 12, y: 12 } });
    await expect(page.getByRole('dialog', { name: 'AI receptionist' })).toBeVisible();
  });

  test('clicking a feature card opens the larger demo dialog, closed with Escape', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('feature-receptionist').click();
    const dialog = page.getByRole('dialog', { name: 'AI receptionist' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Incoming call: prospective client, car accident last week.');
    await expect(dialog).not.toContainText('your state');
    await expect(dialog).toContainText('Booked a consultation on your calendar');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('feature-receptionist')).toBeFocused();
  });

  test('the ROI calculator starts at 4/6/3 hours and recomputes as the sliders move', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByLabel(/^Attorney/)).toHaveValue('4');
    await expect(page.getByLabel(/^Paralegal/)).toHaveValue('6');
    await expect(page.getByLabel(/^Legal assistant/)).toHaveValue('3');
    await expect(page.getByTestId('roi-monthly')).toHaveText('$5,320');
    await expect(page.getByTestId('roi-annual')).toHaveText('$63,840');
    await expect(page.getByTestId('roi-monthly-hours')).toHaveText('52');
    await expect(page.getByTestId('roi-weekly-hours')).toHaveText('13');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '11');
    await expect(page.getByTestId('roi-attorney-value')).toHaveText('16 h/month · $4,000/month');

    const attorney = page.getByLabel(/^Attorney/);
    await attorney.focus();
    await page.keyboard.press('ArrowRight'); // step 1
    await expect(page.getByTestId('roi-attorney-hours')).toHaveText('5 h/week');
    await expect(page.getByTestId('roi-monthly')).toHaveText('$6,320');
    await page.keyboard.press('End'); // max 40
    await expect(attorney).toHaveValue('40');
    await expect(page.getByTestId('roi-monthly')).toHaveText('$41,320');
    await expect(page.getByTestId('roi-annual')).toHaveText('$495,840');

    for (const label of [/^Paralegal/, /^Legal assistant/]) {
      await page.getByLabel(label).focus();
      await page.keyboard.press('End');
    }
    await expect(page.getByTestId('roi-monthly-hours')).toHaveText('480');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.getByLabel(/^Paralegal/).focus();
    await page.keyboard.press('Home');
    await expect(page.getByLabel(/^Paralegal/)).toHaveValue('0');
    await expect(page.getByTestId('roi-weekly-hours')).toHaveText('80');
  });

  test('the ROI calculator shows the enterprise comparison and the email alert', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('enterprise-comparison')).toContainText('$199 per user');
    await expect(page.getByTestId('enterprise-comparison')).toContainText('$99 for 2 users');
    await expect(page.getByTestId('enterprise-comparison')).toContainText('75% savings');
    const alerts: { type: string; message: string }[] = [];
    page.once('dialog', async (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      await dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Email me this savings report' }).click();
    await expect.poll(() => alerts).toEqual([{ type: 'alert', message: 'Email functionality coming soon!' }]);
  });

  test('pricing is monthly by default and the annual toggle takes 15% off, rounded', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const monthly = page.getByRole('button', { name: 'Monthly' });
    const annual = page.getByRole('button', { name: 'Annual (-15%)' });
    await expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await expect(annual).toHaveAttribute('aria-pressed', 'false');
    const prices = () => ['solo', 'team', 'scale'].map((id) => page.getByTestId(`plan-${id}-price`));
    const [solo, team, scale] = prices();
    await expect(solo!).toHaveText('$99');
    await expect(team!).toHaveText('$199');
    await expect(scale!).toHaveText('$299');
    await expect(page.getByTestId('plan-solo-per-user')).toHaveText('about $50 per user');
    await annual.click();
    await expect(annual).toHaveAttribute('aria-pressed', 'true');
    await expect(solo!).toHaveText('$84');
    await expect(team!).toHaveText('$169');
    await expect(scale!).toHaveText('$254');
    await expect(page.getByTestId('plan-team-per-user')).toHaveText('about $34 per user, billed annually');
    await monthly.click();
    await expect(team!).toHaveText('$199');
  });

  test('Team is marked Most Popular; Scale says Contact sales and the others Start free trial, all to /login', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('plan-team')).toContainText('Most Popular');
    await expect(page.getByTestId('plan-solo')).not.toContainText('Most Popular');
    await expect(page.getByTestId('plan-solo').getByRole('link')).toHaveText('Start free trial');
    await expect(page.getByTestId('plan-team').getByRole('link')).toHaveText('Start free trial');
    await expect(page.getByTestId('plan-scale').getByRole('link')).toHaveText('Contact sales');
    for (const id of ['solo', 'team', 'scale']) {
      await expect(page.getByTestId(`plan-${id}`).getByRole('link')).toHaveAttribute('href', '/login');
    }
    await expect(page.getByTestId('plan-solo')).toContainText(
      'One practice area: personal injury, family or criminal',
    );
    await expect(page.getByTestId('plan-scale')).toContainText('Priority access to new jurisdictions');
    await expect(page.getByTestId('plan-scale')).toContainText('Everything in Team, plus:');
  });

  test('the Compare Features table is collapsed by default and toggles', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Compare Features' });
    const table = page.getByRole('table', { name: 'Features by plan' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(table).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /AI receptionist/ })).toContainText('250 min / month');
    await toggle.click();
    await expect(table).toBeHidden();
  });

  test('the FAQ keeps one item open at a time and the open one can be closed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'How does the 14-day free trial work?' });
    const second = faq.getByRole('button', { name: 'Do you train your models on my client data?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('No credit card is required')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('No credit card is required')).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('the security section makes the spec claims and links to /security-whitepaper', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Security your clients can count on' });
    for (const claim of [
      'TLS 1.3',
      'AES-256',
      'per-tenant keys',
      'never train models on client data',
      'SOC-2',
      'GDPR',
      'Export or delete',
    ]) {
      await expect(section).toContainText(claim, { ignoreCase: true });
    }
    await section.getByRole('link', { name: 'Read our security whitepaper' }).click();
    await expect(page).toHaveURL(/\/security-whitepaper$/);
  });

  test('the call-to-action band says thousands of attorneys use it and no training is needed', async ({
    page,
  }) => {
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Your next hour, handled.' });
    await expect(band).toContainText('thousands of attorneys who already use AiLex');
    await expect(band).toContainText('No training needed');
  });

  test('a malformed hash such as /#% or /#100% still shows the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/#%', '/#100%']) {
      await page.goto('/login'); // a full load each time, not a same-document hash change
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HERO);
    }
    expect(errors).toEqual([]);
  });

  test('the footer has the product, resources, social and newsletter parts', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('navigation', { name: 'Product' }).getByRole('link')).toHaveText([
      'Features',
      'Pricing',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Resources' }).getByRole('link')).toHaveText([
      'Blog',
      'FAQ',
      'AiLex for Texas',
      'AiLex for Florida',
      'AiLex for New York',
    ]);
    await expect(footer.getByRole('link', { name: 'AiLex on X' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'AiLex on LinkedIn' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});

test.describe('timed behaviour (Playwright clock)', () => {
  test.use({ acceptCookies: false });
  const START = new Date('2026-03-02T09:00:00Z');

  test('the typing band types at 50 ms a character, pauses 1500 ms, and restarts 3000 ms after the fourth sentence', async ({
    page,
  }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await page.goto('/');
    await waitForHydration(page);
    const typed = page.getByTestId('typing-text');
    const sentences = (await page.locator('section[aria-labelledby="cta-title"] .sr-only').textContent())!;
    // The four sentences each end with a full stop; split them back apart.
    const parts = sentences.match(/[^.]+\./g)!.map((s) => s.trim());
    expect(parts).toHaveLength(TYPING_SENTENCE_COUNT);

    await expect(typed).toHaveText(/^\s*$/);
    await page.clock.runFor(50);
    await expect(typed).toHaveText(parts[0]!.slice(0, 1));
    await page.clock.runFor(50 * 4);
    await expect(typed).toHaveText(parts[0]!.slice(0, 5));
    await page.clock.runFor(50 * (parts[0]!.length - 5));
    await expect(typed).toHaveText(parts[0]!);
    await page.clock.runFor(1450);
    await expect(typed).toHaveText(parts[0]!); // still holding the finished sentence
    await page.clock.runFor(100);
    await expect(typed).toHaveAttribute('data-sentence', '1');
    // Through sentences 2–4: each is typed, then held.
    await page.clock.runFor(
      50 * parts[1]!.length + 1500 + 50 * parts[2]!.length + 1500 + 50 * parts[3]!.length - 50,
    );
    await expect(typed).toHaveText(parts[3]!);
    await page.clock.runFor(2900);
    await expect(typed).toHaveText(parts[3]!); // the 3000 ms wait after the last sentence
    await page.clock.runFor(150);
    await expect(typed).toHaveAttribute('data-sentence', '0');
    await expect(typed).toHaveText(parts[0]!.slice(0, 1));
    await expect(page.getByRole('link', { name: 'Try AiLex Free' })).toHaveAttribute('href', '/login');
  });

  test('the typing band stands still for users who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await page.goto('/');
    await waitForHydration(page);
    const typed = page.getByTestId('typing-text');
    await expect(typed).toHaveText('Draft a motion to compel while you’re in court.');
    await page.clock.runFor(10_000);
    await expect(typed).toHaveText('Draft a motion to compel while you’re in court.');
  });

  test('the cookie banner appears after 2 s; Accept All hides it and remembers it', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(1990);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('ailex-cookie-consent'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(banner).toHaveCount(0);
  });

  test("'Customize' only hides the banner, so it comes back on the next visit", async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await page.goto('/login');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(2000);
    await banner.getByRole('button', { name: 'Customize' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('ailex-cookie-consent'))).toBeNull();

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(2000);
    await expect(banner).toBeVisible();
  });
});
