import 'server-only';
import { z } from 'zod';
import { METRICS_TOKEN_MIN_LENGTH } from '@/lib/constants/observability';
import { CRON_SECRET_MIN_LENGTH, JOBS_DEFAULT_TICK_MS } from '@/lib/constants/jobs';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from '@/lib/constants/log-levels.mjs';
import { resolveSiteUrl } from '@/lib/site-url-default.mjs';
import { BACKUP_KEEP_DEFAULT } from '@/lib/constants/backups';
import { MAIL_RATE_PER_MINUTE_DEFAULT } from '@/lib/constants/notifications';

/**
 * Environment, read and validated once. Anything wrong stops start-up with the variable's name,
 * so a misconfigured deploy never half-starts.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: optionalString.transform((v) => v ?? '.data'),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: optionalString,
  SITE_URL: optionalString.pipe(z.url('must be an absolute URL').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  SUPABASE_URL: optionalString.pipe(z.url('must be an absolute URL').optional()),
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  DEEPL_API_KEY: optionalString,
  DEEPL_API_URL: optionalString.pipe(z.url('must be an absolute URL').optional()),
  SEED_DEMO: booleanFlag,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  CACHE_MAX_DISK_MB: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,6}$/, 'must be a whole number of megabytes (1 or more)')
      .transform(Number)
      .optional(),
  ),
  CACHE_MAX_AGE_SECONDS: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,8}$/, 'must be a whole number of seconds (1 or more)')
      .transform(Number)
      .optional(),
  ),
  TRUSTED_PROXY_HOPS: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9]$/, 'must be a whole number from 0 to 9')
      .transform(Number)
      .optional(),
  ),
  BACKUP_KEEP: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, 'must be a whole number of backups from 1 to 9999')
      .transform(Number)
      .optional(),
  ),
  MAIL_RATE_PER_MINUTE: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'must be a whole number of messages per minute from 1 to 999999')
      .transform(Number)
      .optional(),
  ),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional()),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent as a bearer token)')
      .optional(),
  ),
  JOBS_RUNNER: optionalString.pipe(z.enum(['on', 'off'], 'must be on or off').optional()),
  JOBS_TICK_MS: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9]{1,9}$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1000, 'must be at least 1000 (one second)')
          .max(3_600_000, 'must be at most 3600000 (an hour)'),
      )
      .optional(),
  ),
  CRON_SECRET: optionalString.pipe(
    z
      .string()
      .min(CRON_SECRET_MIN_LENGTH, `must be at least ${CRON_SECRET_MIN_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent as a bearer token)')
      .optional(),
  ),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | undefined;
  /** True when no DATABASE_URL is set and the app runs on PGlite in dataDir. */
  embedded: boolean;
  dataDir: string;
  authSecret: string | undefined;
  admin: { email: string; password: string; name: string } | undefined;
  siteUrl: string;
  smtpUrl: string | undefined;
  /** MAIL_FROM: the whole sender when set; else `mailFromAddress`, named by System Settings (ADR 0106). */
  mailFrom: string | undefined;
  mailFromAddress: string;
  supabase: { url: string; serviceRoleKey: string } | undefined;
  /** Machine translation of new translation entries; off without DEEPL_API_KEY. */
  deepl: { apiKey: string; baseUrl: string | undefined } | undefined;
  seedDemo: boolean;
  /** Next's cache shared by every instance in this Redis (issue 20); unset: the file-system cache. */
  redisUrl: string | undefined;
  /**
   * Proxies in front of the app that append to X-Forwarded-For (see clientAddress). 0: none, so the
   * header is the client's own and per-address limits fall back to one global subject.
   */
  trustedProxyHops: number;
  /** False when TRUSTED_PROXY_HOPS was left unset (production warns at start). */
  trustedProxyHopsExplicit: boolean;
  /** The logger's threshold (lib/server/log reads LOG_LEVEL itself; validated here so a typo stops the start). */
  logLevel: LogLevel;
  /** The bearer token GET /api/metrics requires; unset: the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Whether this process runs the jobs itself (JOBS_RUNNER; default on, off on Vercel, where VERCEL is set). */
  jobsRunner: boolean;
  /** How often the in-process runner looks for due jobs (JOBS_TICK_MS). */
  jobsTickMs: number;
  /** The bearer POST /api/cron/{job} requires; unset: cron requests answer 503. */
  cronSecret: string | undefined;
  /** Stored backups kept (the newest ones) after each new one (docs/adr/0108). */
  backupKeep: number;
  /** How many messages the mail queue sends per minute, all instances together (docs/adr/0110). */
  mailRatePerMinute: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  if (!embedded && e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  AUTH_SECRET: required in production when DATABASE_URL is set',
    );
  }
  if (!embedded && e.NODE_ENV === 'production' && !e.SITE_URL) {
    // Reset links, canonical URLs and the Secure cookie flag all follow SITE_URL; a deploy that
    // defaulted to localhost would mail dead links and send the session cookie without Secure.
    throw new ConfigError(
      'Invalid environment configuration:\n  SITE_URL: required in production when DATABASE_URL is set',
    );
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: required when ${
        e.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'
      } is set`,
    );
  }
  if (Boolean(e.SUPABASE_URL) !== Boolean(e.SUPABASE_SERVICE_ROLE_KEY)) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${e.SUPABASE_URL ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_URL'}: required when ${
        e.SUPABASE_URL ? 'SUPABASE_URL' : 'SUPABASE_SERVICE_ROLE_KEY'
      } is set`,
    );
  }
  const siteUrl = resolveSiteUrl(e.SITE_URL, env.PORT);
  return {
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    embedded,
    dataDir: e.DATA_DIR,
    authSecret: e.AUTH_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME ?? 'Admin' }
        : undefined,
    siteUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailFromAddress: `no-reply@${new URL(siteUrl).hostname}`,
    supabase:
      e.SUPABASE_URL && e.SUPABASE_SERVICE_ROLE_KEY
        ? { url: e.SUPABASE_URL, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY }
        : undefined,
    deepl: e.DEEPL_API_KEY ? { apiKey: e.DEEPL_API_KEY, baseUrl: e.DEEPL_API_URL } : undefined,
    seedDemo: e.SEED_DEMO ?? true,
    redisUrl: e.REDIS_URL,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? 1,
    trustedProxyHopsExplicit: e.TRUSTED_PROXY_HOPS !== undefined,
    logLevel: e.LOG_LEVEL ?? DEFAULT_LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    // Vercel's functions live per request: there a cron request runs the jobs unless told otherwise.
    jobsRunner: e.JOBS_RUNNER ? e.JOBS_RUNNER === 'on' : !env.VERCEL,
    jobsTickMs: e.JOBS_TICK_MS ?? JOBS_DEFAULT_TICK_MS,
    cronSecret: e.CRON_SECRET,
    backupKeep: e.BACKUP_KEEP ?? BACKUP_KEEP_DEFAULT,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE ?? MAIL_RATE_PER_MINUTE_DEFAULT,
  };
}

let cached: AppConfig | undefined;

/** The validated configuration of this process. Throws ConfigError naming the bad variable. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
