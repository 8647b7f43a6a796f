import 'server-only';

/*
 * Installation: what a server does once before its first request (configuration, secret, admin
 * bootstrap, demo content) and the demo content itself. Functions take the database handle the
 * caller opened (scripts open it without migrating).
 */

export { startServer } from './startup';
export { bootstrapAdmin, DEFAULT_ADMIN_EMAIL, prepareInstallation, seedDemo } from './installation';
export { readSeedArticleBody, seedDemoContent } from './demo-content';
export { checkReadiness, checkServiceHealth } from './health';
export { installGracefulShutdown } from './shutdown';
export { scrapeMetrics } from './metrics';
export {
  markDraining,
  markStartFailed,
  markStarted,
  markStarting,
  resetLifecycleForTests,
} from './lifecycle';
