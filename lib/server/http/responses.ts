import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { ApiError } from './api-error';

/** Field errors keyed by field name, for forms that show them beside each field. */
function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

interface PgErrorFields {
  code?: string;
  /** postgres.js names the violated index here, PGlite in `constraint`. */
  constraint_name?: string;
  constraint?: string;
  cause?: PgErrorFields;
}

/** The driver's error behind err: drizzle wraps it in `cause`. */
function pgError(err: unknown): PgErrorFields | undefined {
  const e = err as PgErrorFields | null;
  if (e?.code) return e;
  return e?.cause?.code ? e.cause : undefined;
}

function isUniqueViolation(err: unknown): boolean {
  return pgError(err)?.code === '23505';
}

/**
 * For a save that checks a unique rule before writing: two requests at once both pass the check and the
 * unique index refuses the second write. This turns that violation of `index` into the same 409 the
 * check gives (use as `.catch(conflictOnUniqueIndex(...))`); any other error is rethrown as it is.
 */
export function conflictOnUniqueIndex(index: string, message: string): (err: unknown) => never {
  return (err) => {
    const e = pgError(err);
    if (e?.code === '23505' && (e.constraint_name ?? e.constraint) === index)
      throw new ApiError(409, message);
    throw err;
  };
}

/** Maps any thrown value to the JSON error shape; unknown failures are logged and answered generically. */
export function toErrorResponse(err: unknown): NextResponse {
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
  console.error('[api] unexpected error', err);
  return NextResponse.json({ error: 'Internal server error' }, { status: 500 });
}

/** Admin and sign-in answers carry sessions and unpublished content: never stored by any cache. */
export function privateNoStore(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
