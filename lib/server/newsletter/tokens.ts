import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/lib/server/auth';
import { absoluteUrl } from '@/lib/site-url';

/**
 * A subscriber's unsubscribe token: its id and an HMAC of it under the auth secret. Stateless, so
 * every newsletter can carry one without storing a token per mail, and it works for as long as the
 * subscriber exists (an unsubscribe link must not expire: RFC 8058 and the mailbox providers' rules).
 * The label keeps the MAC from matching any other use of the secret.
 */
const LABEL = 'newsletter-unsubscribe:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function mac(subscriberId: string): Promise<Buffer> {
  return createHmac('sha256', await getAuthSecret())
    .update(LABEL + subscriberId)
    .digest()
    .subarray(0, 18);
}

export async function unsubscribeToken(subscriberId: string): Promise<string> {
  return `${subscriberId}.${(await mac(subscriberId)).toString('base64url')}`;
}

/** The subscriber id a token names, or null when it is malformed or its MAC does not match. */
export async function verifyUnsubscribeToken(token: string): Promise<string | null> {
  const [id, given, ...rest] = token.split('.');
  if (rest.length || !id || !given || !UUID.test(id)) return null;
  // Compared as text: base64url decoding ignores a trailing partial character, so comparing decoded
  // bytes let `<token>x` pass for `<token>`.
  const expected = Buffer.from((await mac(id)).toString('base64url'));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

/**
 * The two addresses a newsletter carries (issue 39): `oneClick` for the List-Unsubscribe header,
 * which a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058); `page` for the visible link,
 * a page with a single button.
 */
export async function unsubscribeUrls(subscriberId: string): Promise<{ oneClick: string; page: string }> {
  const token = encodeURIComponent(await unsubscribeToken(subscriberId));
  return {
    oneClick: absoluteUrl(`/api/public/newsletter/unsubscribe?token=${token}`),
    page: absoluteUrl(`/newsletter/unsubscribe/${token}`),
  };
}

/** What a suppression keeps of an address: the SHA-256 of its lowercased, trimmed form. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
