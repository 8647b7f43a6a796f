import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
} from '@/lib/server/errors';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { isDatabaseUnavailable } from '@/lib/server/db/outage';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@/lib/constants/infrastructure';
import { ApiError } from './api-error';
import { getLogger } from '@/lib/server/log';

const log = getLogger('api');

/** Field errors keyed by field name, for forms that show them beside each field. */
function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The status of each domain error. */
function domainStatus(err: DomainError): number {
  if (err instanceof InvalidError) return 400;
  if (err instanceof UnauthorizedError) return 401;
  if (err instanceof ForbiddenError) return 403;
  if (err instanceof NotFoundError) return 404;
  if (err instanceof ConflictError) return 409;
  if (err instanceof RateLimitedError) return 429;
  if (err instanceof UnavailableError) return 503;
  return 500;
}

/**
 * The one mapping from thrown values to the JSON error shape: domain errors, HTTP-level ApiErrors,
 * zod errors and unique violations; unknown failures are logged and answered generically.
 */
export function toErrorResponse(err: unknown): NextResponse {
  if (err instanceof DomainError) {
    const status = domainStatus(err);
    if (status === 500) log.error({ err }, '[api] unexpected error');
    return NextResponse.json(
      status === 500
        ? { error: 'Internal server error' }
        : { error: err.message, ...(err.details === undefined ? {} : { details: err.details }) },
      {
        status,
        headers:
          err instanceof RateLimitedError ? { 'Retry-After': String(err.retryAfterSeconds) } : undefined,
      },
    );
  }
  if (err instanceof ApiError) {
    return NextResponse.json(
      { error: err.message, ...(err.details === undefined ? {} : { details: err.details }) },
      { status: err.status, headers: err.headers },
    );
  }
  if (err instanceof ZodError) {
    const details = fieldErrors(err);
    return NextResponse.json(
      { error: err.issues[0]?.message ?? 'Invalid request', details },
      { status: 400 },
    );
  }
  if (isUniqueViolation(err)) {
    return NextResponse.json({ error: 'A record with these values already exists' }, { status: 409 });
  }
  if (isDatabaseUnavailable(err)) {
    // An outage is not a bug: one line, no stack, and the client (the portal's kit retries 503) may retry.
    log.warn(`[api] database unavailable: ${describe(err)}`);
    return NextResponse.json(
      { error: DATABASE_UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    );
  }
  log.error({ err }, '[api] unexpected error');
  return NextResponse.json({ error: 'Internal server error' }, { status: 500 });
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}

/** Admin and sign-in answers carry sessions and unpublished content: never stored by any cache. */
export function privateNoStore(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
