import { ADMIN_ROUTES } from './portal';

/** Logs and metrics (issue 34, docs/adr/0102). */

/** The header a request id arrives in (from a proxy) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A proxy's request id is kept when it looks like one (nginx's `$request_id` is 32 hex digits, a UUID
 * passes too); anything else (too long, spaces, quotes, control characters) is replaced by a new one.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@-]{8,128}$/;

/**
 * Paths whose next segment is a bearer secret (a reset, invitation, email-confirmation or preview
 * token): the access line and the metrics name them with `:token` in its place.
 */
export const SECRET_PATH_PREFIXES = [
  ADMIN_ROUTES.resetPassword,
  ADMIN_ROUTES.acceptInvite,
  ADMIN_ROUTES.confirmEmail,
  '/preview',
  '/api/websiteadmin/validate-reset-token',
] as const;

/** Upper bounds (seconds) of the request-duration histogram's buckets. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The shortest METRICS_TOKEN accepted: a bearer secret on an open endpoint must not be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 32;
