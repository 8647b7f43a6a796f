import 'server-only';

/**
 * The errors domain code throws. They say what went wrong in the domain's terms; http/'s
 * toErrorResponse is the one place that turns them into statuses and `{ error, details? }` bodies.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    /** Extra data the client may show (e.g. which articles still use an image). */
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not the caller's to see). */
export class NotFoundError extends DomainError {}

/** The request collides with the current state: a taken slug, a stale version, a record in use. */
export class ConflictError extends DomainError {}

/** The input breaks a rule the schema cannot check (a missing reference, an unusable value). */
export class InvalidError extends DomainError {}

/** No valid session. */
export class UnauthorizedError extends DomainError {}

/** A valid session that may not do this. */
export class ForbiddenError extends DomainError {}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service the domain depends on is not reachable right now. */
export class UnavailableError extends DomainError {}
