import 'server-only';
import { createHash } from 'node:crypto';
import {
  PUBLIC_FORM_EMAIL_RATE_LIMIT,
  PUBLIC_FORM_GLOBAL_RATE_LIMIT,
  PUBLIC_FORM_RATE_LIMIT,
  UNKNOWN_CLIENT_ADDRESS,
  type PublicFormKind,
} from '@/lib/constants/forms';
import type { Db } from '@/lib/server/db/client';
import { RateLimitedError } from '@/lib/server/errors';
import {
  insertContactMessage,
  insertEarlyAccessRequest,
  type SubmissionMeta,
} from './submissions-repository';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { notifyTeam } from '@/lib/server/notifications';
import type { ContactBody, EarlyAccessBody } from '@/lib/validations/public-forms';
import { attributeLead } from './attribution';

const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again later.';

interface SubmissionContext extends SubmissionMeta {
  /** The client address (UNKNOWN_CLIENT_ADDRESS when it cannot be trusted). */
  address: string;
}

/** The email's rate-limit subject: a digest, so the limits' table holds no address in clear. */
const emailSubject = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * The checks every public form shares. A filled honeypot is answered like a success (so a bot learns
 * nothing) but nothing is written, not even a rate-limit event. Then three limits, each a 429 with the
 * same text (docs/adr/0098), the narrowest first so that a refused post spends no wider budget:
 * - per client address, only when the address is known (with TRUSTED_PROXY_HOPS=0 every visitor is
 *   'unknown', and one shared count let any one of them close the form for everyone);
 * - per email address, so one sender cannot flood a form whatever address it posts from;
 * - per form, for everyone together: the ceiling that protects the database.
 * Returns false when the submission must be dropped.
 */
async function admit(
  db: Db,
  kind: PublicFormKind,
  honeypot: string | undefined,
  email: string,
  ctx: SubmissionContext,
): Promise<boolean> {
  if (honeypot && honeypot.trim() !== '') return false;
  const limits = [
    ...(ctx.address === UNKNOWN_CLIENT_ADDRESS
      ? []
      : [{ rule: { bucket: `public-form:${kind}`, ...PUBLIC_FORM_RATE_LIMIT }, subject: ctx.address }]),
    {
      rule: { bucket: `public-form-email:${kind}`, ...PUBLIC_FORM_EMAIL_RATE_LIMIT },
      subject: emailSubject(email),
    },
    { rule: { bucket: `public-form-all:${kind}`, ...PUBLIC_FORM_GLOBAL_RATE_LIMIT }, subject: 'all' },
  ];
  for (const { rule, subject } of limits) {
    const rate = await consumeRateLimit(db, rule, subject);
    if (!rate.allowed) throw new RateLimitedError(TOO_MANY_SUBMISSIONS, rate.retryAfterSeconds);
  }
  return true;
}

/** Who sent a form post, as the route handler read it from the request. */
export interface Submitter {
  /** The client address (UNKNOWN_CLIENT_ADDRESS when it cannot be trusted). */
  address: string;
  userAgent: string | null;
}

/** The user agent is kept at most 512 characters; an unknown address is stored as none. */
function submissionContext(submitter: Submitter): SubmissionContext {
  const { address, userAgent } = submitter;
  return {
    address,
    ipAddress: address === UNKNOWN_CLIENT_ADDRESS ? null : address,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
  };
}

const meta = (ctx: SubmissionContext): SubmissionMeta => ({
  ipAddress: ctx.ipAddress,
  userAgent: ctx.userAgent,
});

export async function submitEarlyAccess(db: Db, body: EarlyAccessBody, submitter: Submitter): Promise<void> {
  const ctx = submissionContext(submitter);
  if (!(await admit(db, 'early-access', body.website, body.email, ctx))) return;
  const { firstName, lastName, email, message } = body;
  const attribution = await attributeLead(db, submitter, body.attribution);
  await insertEarlyAccessRequest(db, { firstName, lastName, email, message }, meta(ctx), attribution);
  notifyTeam(db, { event: 'lead-early-access', from: `${firstName} ${lastName}`.trim() });
}

export async function submitContactMessage(db: Db, body: ContactBody, submitter: Submitter): Promise<void> {
  const ctx = submissionContext(submitter);
  if (!(await admit(db, 'contact', body.website, body.email, ctx))) return;
  const { firstName, lastName, email, message } = body;
  const attribution = await attributeLead(db, submitter, body.attribution);
  await insertContactMessage(db, { firstName, lastName, email, message }, meta(ctx), attribution);
  notifyTeam(db, { event: 'lead-contact', from: `${firstName} ${lastName}`.trim() });
}

/**
 * The public forms' shared checks (honeypot, then the three rate limits) for a form whose storing lives
 * in another domain (the newsletter box: lib/server/newsletter). False: drop the post, answer as usual.
 */
export async function admitPublicForm(
  db: Db,
  kind: PublicFormKind,
  honeypot: string | undefined,
  email: string,
  submitter: Submitter,
): Promise<boolean> {
  return admit(db, kind, honeypot, email, submissionContext(submitter));
}
