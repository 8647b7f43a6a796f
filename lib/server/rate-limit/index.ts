import 'server-only';

/* Rate limits kept in the database, so they hold across server instances. */

export { consumeRateLimit, deleteExpiredRateLimitEvents } from './service';
export { releaseAttempt, reserveAttempt } from './failure-budget';
