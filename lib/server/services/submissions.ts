import 'server-only';
import { PUBLIC_FORM_RATE_LIMIT, type PublicFormKind } from '@/lib/constants';
import type { Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import { clientAddress } from '@/lib/server/http/request';
import {
  insertContactMessage,
  insertEarlyAccessRequest,
  insertNewsletterSubscription,
  type SubmissionMeta,
} from '@/lib/server/repositories/submissions';
import { consumeRateLimit } from '@/lib/server/services/rate-limit';
import type { ContactBody, EarlyAccessBody, NewsletterBody } from '@/lib/validations/public-forms';

const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again later.';

export interface SubmissionContext extends SubmissionMeta {
  /** Rate-limit subject: the client address. */
  subject: string;
}

/**
 * The checks every public form shares. A filled honeypot is answered like a success (so a bot learns
 * nothing) but nothing is written, not even a rate-limit event. Over the per-address limit: 429.
 * Returns false when the submission must be dropped.
 */
async function admit(
  db: Db,
  kind: PublicFormKind,
  honeypot: string | undefined,
  ctx: SubmissionContext,
): Promise<boolean> {
  if (honeypot && honeypot.trim() !== '') return false;
  const rate = await consumeRateLimit(
    db,
    { bucket: `public-form:${kind}`, ...PUBLIC_FORM_RATE_LIMIT },
    ctx.subject,
  );
  if (!rate.allowed) {
    throw new ApiError(429, TOO_MANY_SUBMISSIONS, undefined, {
      'Retry-After': String(rate.retryAfterSeconds),
    });
  }
  return true;
}

/** Who sent a form post: the client address (also the rate-limit subject) and user agent. */
export function submissionContext(request: Request): SubmissionContext {
  const address = clientAddress(request);
  const userAgent = request.headers.get('user-agent');
  return {
    subject: address,
    ipAddress: address === 'unknown' ? null : address,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
  };
}

const meta = (ctx: SubmissionContext): SubmissionMeta => ({
  ipAddress: ctx.ipAddress,
  userAgent: ctx.userAgent,
});

export async function submitEarlyAccess(
  db: Db,
  body: EarlyAccessBody,
  ctx: SubmissionContext,
): Promise<void> {
  if (!(await admit(db, 'early-access', body.website, ctx))) return;
  const { firstName, lastName, email, message } = body;
  await insertEarlyAccessRequest(db, { firstName, lastName, email, message }, meta(ctx));
}

export async function submitContactMessage(db: Db, body: ContactBody, ctx: SubmissionContext): Promise<void> {
  if (!(await admit(db, 'contact', body.website, ctx))) return;
  const { firstName, lastName, email, message } = body;
  await insertContactMessage(db, { firstName, lastName, email, message }, meta(ctx));
}

export async function subscribeToNewsletter(
  db: Db,
  body: NewsletterBody,
  ctx: SubmissionContext,
): Promise<void> {
  if (!(await admit(db, 'newsletter', body.website, ctx))) return;
  await insertNewsletterSubscription(db, body.email, meta(ctx));
}
