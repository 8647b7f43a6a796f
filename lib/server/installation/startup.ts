import 'server-only';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/server/db/client';
import { ensureAuthSecret } from '@/lib/server/auth';
import { prepareInstallation } from './installation';
import { ensureCacheMatchesDatabase, renderAgainPagesTagged } from '@/lib/server/cache/identity';
import { countPendingMigrations } from '@/lib/server/db/schema-version';
import { isDatabaseUnavailable } from '@/lib/server/db/outage';
import { getLogger } from '@/lib/server/log';
import { markStartFailed, markStarted, markStarting } from './lifecycle';
import { sendMailInTheSettingsName, tagsDifferingFromBuild } from '@/lib/server/settings';
import { watchMaintenance } from '@/lib/server/maintenance';

const log = getLogger('startup');

/** A start-up failure that is fully described by its message: printed as one line, no stack. */
class StartupError extends Error {}

/** Runs once per server process before the first request: config, secret, migrations, admin, seed. */
export async function startServer(): Promise<void> {
  markStarting();
  try {
    const config = getConfig();
    if (process.env.NODE_ENV === 'production' && !config.trustedProxyHopsExplicit) {
      log.warn(
        '[ailex] TRUSTED_PROXY_HOPS is not set: assuming 1 proxy that overwrites X-Forwarded-For. ' +
          'Without such a proxy a client can forge its address; set TRUSTED_PROXY_HOPS=0 (global limits) or the number of proxies.',
      );
    }
    if (config.redisUrl && !config.supabase) {
      log.warn(
        "[ailex] REDIS_URL is set (several instances) but images are stored on this server's disk (DATA_DIR/uploads): " +
          'an image uploaded through one instance is missing on the others. Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (docs/deploy.md).',
      );
    }
    await ensureAuthSecret(config);
    // getDb applies pending migrations on the embedded default; the admin and seed come after.
    const db = await getDb().catch((err: unknown) => {
      throw isDatabaseUnavailable(err) ? unreachable(config.databaseUrl, err) : err;
    });
    if (!config.embedded) {
      // Before any query of the app's own tables: an unmigrated (or older) database would otherwise
      // stop start-up with a raw SQL error such as 'relation "admins" does not exist'.
      const pending = await countPendingMigrations(db).catch((err: unknown) => {
        throw isDatabaseUnavailable(err) ? unreachable(config.databaseUrl, err) : err;
      });
      if (pending > 0) {
        throw new StartupError(
          `the database is missing ${pending} migration${pending === 1 ? '' : 's'} this version needs: run \`npm run db:migrate\` with the same DATABASE_URL, then start again`,
        );
      }
    }
    await prepareInstallation(db, config);
    // Before the first request: a cache filled from another database is never served.
    await ensureCacheMatchesDatabase(db);
    // The build rendered the public pages with the default settings: those showing another are rendered anew.
    renderAgainPagesTagged(await tagsDifferingFromBuild());
    // Maintenance mode and windows: read now, then kept fresh for the proxy (docs/adr/0109).
    await watchMaintenance();
    // Outgoing mail is sent in the name System Settings gives (unless MAIL_FROM sets the sender).
    sendMailInTheSettingsName();
    markStarted();
    // Next prints "✓ Ready" when it listens, before this start-up ran (requests wait for it meanwhile,
    // and a failed start-up exits after that line): this is the line that means the server serves.
    console.info('[ailex] start-up complete: serving requests');
  } catch (err) {
    markStartFailed();
    // One line: the cause (a driver's error behind a failed query) rides along as `err`, not a second line.
    const cause = err instanceof Error && err.cause && !(err instanceof StartupError) ? err.cause : undefined;
    log.error(
      cause === undefined ? {} : { err: cause },
      `[ailex] start-up failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    // Nothing half-starts: a server that cannot reach a valid configuration or database exits.
    process.exit(1);
  }
}

function unreachable(databaseUrl: string | undefined, err: unknown): StartupError {
  const where = databaseUrl ? new URL(databaseUrl).host : 'the embedded database';
  const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : '';
  return new StartupError(`the database at ${where} cannot be reached (${reason})`);
}
