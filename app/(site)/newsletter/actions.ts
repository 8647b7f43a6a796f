'use server';

import { redirect } from 'next/navigation';
import { confirmSubscription, unsubscribeFromNewsletter } from '@/lib/server/newsletter';
import { isNewsletterLinkToken } from '@/lib/validations/subscribers';

/** The confirm page's button: a form POST (no JavaScript needed), then the page that says it is done. */
export async function confirmAction(data: FormData): Promise<void> {
  const token = String(data.get('token') ?? '');
  const link = isNewsletterLinkToken(token) ? await confirmSubscription(token) : null;
  if (link?.state === 'valid') redirect(`/newsletter/confirmed?market=${link.market}`);
  redirect(`/newsletter/confirm/${encodeURIComponent(token)}`);
}

/** The unsubscribe page's one button: unsubscribes, then the same page says it is done. */
export async function unsubscribeAction(data: FormData): Promise<void> {
  const token = String(data.get('token') ?? '');
  if (isNewsletterLinkToken(token)) await unsubscribeFromNewsletter(token);
  redirect(`/newsletter/unsubscribe/${encodeURIComponent(token)}`);
}
