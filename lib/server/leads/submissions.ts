import 'server-only';
import { PUBLIC_FORM_RATE_LIMIT, type PublicFormKind } from '@/lib/constants/forms';
import type { Db } from '@/lib/server/db/client';
import { RateLimitedError } from '@/lib/server/errors';
import {
  insertContactMessage,
  insertEarlyAccessRequest,
  insertNewsletterSubscription,
  type SubmissionMeta,
} from './submissions-repository';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import type { ContactBody, EarlyAccessBody, NewsletterBody } from '@/lib/validations/public-forms';

const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again later.';

interface SubmissionContext extends SubmissionMeta {
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
    throw new RateLimitedError(TOO_MANY_SUBMISSIONS, rate.retryAfterSeconds);
  }
  return true;
}

/** Who sent a form post, as the route handler read it from the request. */
export interface Submitter {
  /** The client address (UNKNOWN_CLIENT_ADDRESS when it cannot be trusted). */
  address: string;
  userAgent: string | null;
}

/** The client address is also the rate-limit subject; the user agent is kept at most 512 characters. */
function submissionContext(submitter: Submitter): SubmissionContext {
  const { address, userAgent } = submitter;
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

export async function submitEarlyAccess(db: Db, body: EarlyAccessBody, submitter: Submitter): Promise<void> {
  const ctx = submissionContext(submitter);
  if (!(await admit(db, 'early-access', body.website, ctx))) return;
  const { firstName, lastName, email, message } = body;
  await insertEarlyAccessRequest(db, { firstName, lastName, email, message }, meta(ctx));
}

export async function submitContactMessage(db: Db, body: ContactBody, submitter: Submitter): Promise<void> {
  const ctx = submissionContext(submitter);
  if (!(await admit(db, 'contact', body.website, ctx))) return;
  const { firstName, lastName, email, message } = body;
  await insertContactMessage(db, { firstName, lastName, email, message }, meta(ctx));
}

export async function subscribeToNewsletter(
  db: Db,
  body: NewsletterBody,
  submitter: Submitter,
): Promise<void> {
  const ctx = submissionContext(submitter);
  if (!(await admit(db, 'newsletter', body.website, ctx))) return;
  await insertNewsletterSubscription(db, body.email, meta(ctx));
}
