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

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
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
