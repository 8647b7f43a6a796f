import { mailedTo, mailedToken } from '../admin/accounts';
import { apiAuth, articlePayload, createArticle } from '../admin/portal';
import { newsletterConfirmTokenFrom } from '../../integration/admin/support/eml';
import { expect, test, waitForHydration } from '../site/fixtures';

/** The newsletter's unsubscribe token in a mail's raw text (quoted-printable soft breaks undone). */
const unsubscribeTokenFrom = (raw: string): string => {
  const match = /\/newsletter\/unsubscribe\/([0-9a-f-]{36}\.[A-Za-z0-9_-]+)/.exec(raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no unsubscribe link in the newsletter');
  return match[1];
};

test('subscribes from the footer, confirms from the mailed link without JavaScript, receives a campaign, then unsubscribes from its link with one click', async ({
  page,
  browser,
  request,
}) => {
  const email = `reader.${Date.now()}@example.com`;

  // 1. The footer's box, with the consent sentence shown next to it.
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await expect(form).toContainText('I agree to receive the AiLex newsletter for this market by email.');
  await form.getByLabel('Email address').fill(email);
  const response = page.waitForResponse('**/api/public/newsletter');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.locator('footer').getByRole('status')).toHaveText(
    'Thanks for subscribing! Check your inbox: we sent you a link to confirm your subscription.',
  );

  // Pending until the link is used.
  const auth = await apiAuth(request);
  const listed = async () => {
    const res = await request.get(`/api/admin/subscribers?search=${encodeURIComponent(email)}`, {
      headers: auth,
    });
    expect(res.status()).toBe(200);
    return (await res.json()).subscribers as { id: string; status: string; market: string }[];
  };
  expect(await listed()).toEqual([expect.objectContaining({ status: 'pending', market: 'usa' })]);

  // 2. The link from the outbox mail, in a browser with no JavaScript: the page is a plain form.
  const token = await mailedToken(email, '/newsletter/confirm/', newsletterConfirmTokenFrom);
  // A context of the browser's own does not inherit the project's options: the base URL is passed.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const confirmPage = await noScript.newPage();
    await confirmPage.goto(`/newsletter/confirm/${token}`);
    await expect(confirmPage.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    // Opening the link confirmed nothing.
    expect((await listed())[0]?.status).toBe('pending');
    await confirmPage.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(confirmPage).toHaveURL(/\/newsletter\/confirmed\?market=usa$/);
    await expect(confirmPage.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  } finally {
    await noScript.close();
  }
  const [subscriber] = await listed();
  expect(subscriber?.status).toBe('confirmed');

  // 3. A campaign to the market reaches the new subscriber, with the one-click headers and a visible link.
  const stamp = Date.now().toString(36);
  const article = await createArticle(
    request,
    auth,
    articlePayload(`e2e-newsletter-journey-${stamp}`, {
      title: `E2E newsletter journey ${stamp}`,
      status: 'published',
      market: 'usa',
    }),
  );
  const subject = `E2E journey ${stamp}`;
  const created = await request.post('/api/admin/campaigns', {
    headers: auth,
    data: { subject, market: 'usa', intro: 'Fresh from the firm.', articleIds: [article.id] },
  });
  expect(created.status()).toBe(201);
  const { campaign } = await created.json();
  const sent = await request.post(`/api/admin/campaigns/${campaign.id}/send`, { headers: auth, data: {} });
  expect(sent.status()).toBe(200);
  const unsubscribeToken = await mailedToken(email, '/newsletter/unsubscribe/', unsubscribeTokenFrom);
  expect(unsubscribeToken.startsWith(`${subscriber!.id}.`)).toBe(true);
  expect(await mailedTo(email, subject)).toBe(true);
  expect(await mailedTo(email, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBe(true);

  // 4. The mail's unsubscribe link: one button, then it says it is done.
  await page.goto(`/newsletter/unsubscribe/${unsubscribeToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  expect((await listed())[0]?.status).toBe('unsubscribed');
});
