import { expect, test } from '@playwright/test';

test('the home page and the health check answer 200 on the embedded database', async ({ page, request }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', checks: { database: { ok: true } } });
  // Liveness and readiness (issue 34): what a balancer and a container's HEALTHCHECK poll.
  expect((await request.get('/api/health/live')).status()).toBe(200);
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('an unknown path answers 404 with Page Not Found', async ({ page }) => {
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
