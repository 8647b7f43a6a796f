import 'server-only';
import { ConflictError } from '@/lib/server/errors';

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

/** Whether err is a unique violation (of `index`, when given). */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (index === undefined || (e.constraint_name ?? e.constraint) === index);
}

/**
 * For a save that checks a unique rule before writing: two requests at once both pass the check and the
 * unique index refuses the second write. This turns that violation of `index` into the same
 * ConflictError the check gives (use as `.catch(conflictOnUniqueIndex(...))`); any other error is
 * rethrown as it is.
 */
export function conflictOnUniqueIndex(index: string, message: string): (err: unknown) => never {
  return (err) => {
    if (isUniqueViolation(err, index)) throw new ConflictError(message);
    throw err;
  };
}
