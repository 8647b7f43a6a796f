import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

// The portal's strict policy: scripts only with this response's nonce (and what they load), one policy
// per answer (the static public one does not apply too), a fresh nonce every time, and pages that work.
const PORTAL_PAGES = [
  '/admin-secret-portal',
  '/admin-secret-portal/forgot-password',
  '/admin-secret-portal/reset-password',
  '/admin-secret-portal/reset-password/not-a-real-token',
];

function policiesOf(res: APIResponse): string[] {
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value);
}

function nonceOf(policy: string): string {
  const match = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'(;|$)/.exec(policy);
  expect(match, policy).not.toBeNull();
  return match![1]!;
}

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('pageerror', (err) => violations.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('every portal page carries one nonce policy, with a fresh nonce per request on its scripts', async ({
  request,
}) => {
  for (const path of PORTAL_PAGES) {
    const [first, second] = [await request.get(path), await request.get(path)];
    expect(first.status(), path).toBe(200);
    const policies = policiesOf(first);
    expect(policies, path).toHaveLength(1);
    const policy = policies[0]!;
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const nonce = nonceOf(policy);
    expect(nonceOf(policiesOf(second)[0] ?? '')).not.toBe(nonce);
    // Next puts the nonce on every script it writes; none goes without it.
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  }
});

test('public pages keep the static policy and no nonce', async ({ request }) => {
  const res = await request.get('/blog');
  const policies = policiesOf(res);
  expect(policies).toHaveLength(1);
  expect(policies[0]).toContain("script-src 'self' 'unsafe-inline'");
  expect(policies[0]).not.toContain('nonce-');
});

test('signing in works under the nonce policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin-secret-portal/forgot-password');
  await page.waitForLoadState('load');
  await page.goto('/admin-secret-portal');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin-secret-portal/dashboard');
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  expect(violations).toEqual([]);
});
