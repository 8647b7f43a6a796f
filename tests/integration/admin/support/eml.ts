/**
 * Just enough MIME reading for tests: the reset link out of a raw message (nodemailer writes long
 * lines as quoted-printable, so soft line breaks and =XX escapes are undone first).
 */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function resetLinkFrom(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(
    /https?:\/\/[^\s"<>]+\/admin-secret-portal\/reset-password\/[A-Za-z0-9_-]{43}/,
  );
  if (!match) throw new Error('no reset link in the message');
  return match[0];
}

export function resetTokenFrom(raw: string): string {
  return resetLinkFrom(raw).split('/').pop() ?? '';
}

/** The MIME content types the message is made of, e.g. text/plain and text/html. */
export function contentTypes(raw: string): string[] {
  return [...raw.matchAll(/^Content-Type:\s*([\w/+.-]+)/gim)].map((m) => (m[1] ?? '').toLowerCase());
}

/** The invitation token out of a raw invitation message. */
export function inviteTokenFrom(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(/\/admin-secret-portal\/accept-invite\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error('no invitation link in the message');
  return match[1];
}

/** The token of the link that confirms a new email address, out of a raw message. */
export function emailChangeTokenFrom(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(/\/admin-secret-portal\/confirm-email\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error('no email-change link in the message');
  return match[1];
}

/** The token of a newsletter confirmation link (/newsletter/confirm/{token}), out of a raw message. */
export function newsletterConfirmTokenFrom(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(/\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error('no newsletter confirmation link in the message');
  return match[1];
}
