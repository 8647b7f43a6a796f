import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

// Finding 6 and 7: every page carries the static policy, and the browser reports no violation of it
// while the page loads and hydrates.
const ARTICLE = '/blog/ai-assisted-legal-research-workflow';
// The portal has its own nonce policy: portal-csp.spec.ts.
const PUBLIC_PAGES = ['/', '/ny', '/login', '/blog', ARTICLE];

function expectPolicy(headers: Record<string, string>): void {
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
}

/** Collects CSP violations the page reports (console messages and securitypolicyviolation events). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('public pages carry the policy and load without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expectPolicy(res?.headers() ?? {});
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the admin dashboard loads without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin-secret-portal');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin-secret-portal/dashboard');
  // Not 'networkidle': the quick actions prefetch portal screens that are not built yet (issue 9), and
  // those requests stay pending. The scripts and styles have run once the page has loaded.
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('APIs carry the policy; admin and sign-in answers are private, no-store', async ({ request }) => {
  const health = await request.get('/api/health');
  expectPolicy(health.headers());
  for (const [method, path] of [
    ['GET', '/api/admin/verify'],
    ['GET', '/api/admin/blog/articles'],
    ['POST', '/api/websiteadmin/verify-token'],
    ['POST', '/api/websiteadmin/login'],
  ] as const) {
    const res = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    expect(res.headers()['cache-control']).toBe('private, no-store');
  }
});
