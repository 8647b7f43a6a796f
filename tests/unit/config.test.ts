import { parseConfig, ConfigError } from '@/lib/config';

describe('parseConfig', () => {
  it('defaults to the embedded database in .data with demo content', () => {
    const config = parseConfig({});
    expect(config.embedded).toBe(true);
    expect(config.dataDir).toBe('.data');
    expect(config.seedDemo).toBe(true);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
  });

  it('names a malformed DATABASE_URL', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('names a malformed SITE_URL and a short AUTH_SECRET together', () => {
    let message = '';
    try {
      parseConfig({ SITE_URL: 'not a url', AUTH_SECRET: 'short' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/SITE_URL/);
    expect(message).toMatch(/AUTH_SECRET: must be at least 32 characters/);
  });

  it('refuses production with DATABASE_URL but no AUTH_SECRET', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toThrow(
      /AUTH_SECRET: required in production/,
    );
    expect(
      parseConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/app',
        AUTH_SECRET: 'x'.repeat(32),
        SITE_URL: 'https://ailex.example',
      }).embedded,
    ).toBe(false);
  });

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(
      /ADMIN_PASSWORD: required when ADMIN_EMAIL is set/,
    );
    expect(parseConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'Secret123' }).admin).toEqual({
      email: 'a@b.co',
      password: 'Secret123',
      name: 'Admin',
    });
  });

  it('reads SEED_DEMO=false and strips a trailing slash from SITE_URL', () => {
    const config = parseConfig({ SEED_DEMO: 'false', SITE_URL: 'https://ailex.example/' });
    expect(config.seedDemo).toBe(false);
    expect(config.siteUrl).toBe('https://ailex.example');
  });

  it('reads REDIS_URL and names a malformed one or a nonsense cache bound', () => {
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379/3' }).redisUrl).toBe('redis://127.0.0.1:6379/3');
    expect(parseConfig({}).redisUrl).toBeUndefined();
    expect(() => parseConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must be a redis:\/\//);
    expect(() => parseConfig({ CACHE_MAX_DISK_MB: '0' })).toThrow(/CACHE_MAX_DISK_MB/);
    expect(() => parseConfig({ CACHE_MAX_AGE_SECONDS: '1.5' })).toThrow(/CACHE_MAX_AGE_SECONDS/);
  });

  it('rejects a SEED_DEMO value that is not a boolean', () => {
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('defaults to one proxy and refuses nonsense', () => {
    expect(parseConfig({}).trustedProxyHops).toBe(1);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: 'zero' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('accepts 0 (no proxy) and tells an explicit setting from the default', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '0' })).toMatchObject({
      trustedProxyHops: 0,
      trustedProxyHopsExplicit: true,
    });
    expect(parseConfig({}).trustedProxyHopsExplicit).toBe(false);
  });
});

describe('production deployments', () => {
  it('require SITE_URL with DATABASE_URL, so links and the Secure cookie follow the real origin', () => {
    expect(() =>
      parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', AUTH_SECRET: 'x'.repeat(32) }),
    ).toThrow(/SITE_URL: required in production when DATABASE_URL is set/);
  });

  it('keeps 7 backups unless BACKUP_KEEP says otherwise, and names a BACKUP_KEEP that is no count', () => {
    expect(parseConfig({}).backupKeep).toBe(7);
    expect(parseConfig({ BACKUP_KEEP: ' 30 ' }).backupKeep).toBe(30);
    for (const bad of ['0', '-1', 'seven', '1.5', '10000']) {
      expect(() => parseConfig({ BACKUP_KEEP: bad })).toThrow(
        /BACKUP_KEEP: must be a whole number of backups from 1 to 9999/,
      );
    }
  });
});

describe('jobs (docs/adr/0107)', () => {
  it('runs the jobs in-process every 30 s by default; JOBS_RUNNER=off and JOBS_TICK_MS change that', () => {
    expect(parseConfig({})).toMatchObject({ jobsRunner: true, jobsTickMs: 30_000, cronSecret: undefined });
    expect(parseConfig({ JOBS_RUNNER: 'off', JOBS_TICK_MS: '5000' })).toMatchObject({
      jobsRunner: false,
      jobsTickMs: 5000,
    });
    expect(parseConfig({ JOBS_RUNNER: 'on' }).jobsRunner).toBe(true);
    // On Vercel (VERCEL=1) a cron request runs them, unless JOBS_RUNNER says otherwise.
    expect(parseConfig({ VERCEL: '1' }).jobsRunner).toBe(false);
    expect(parseConfig({ VERCEL: '1', JOBS_RUNNER: 'on' }).jobsRunner).toBe(true);
  });

  it('names a bad JOBS_RUNNER, JOBS_TICK_MS or CRON_SECRET', () => {
    expect(() => parseConfig({ JOBS_RUNNER: 'no' })).toThrow(/JOBS_RUNNER: must be on or off/);
    expect(() => parseConfig({ JOBS_TICK_MS: '30s' })).toThrow(/JOBS_TICK_MS: must be a whole number/);
    expect(() => parseConfig({ JOBS_TICK_MS: '10' })).toThrow(/JOBS_TICK_MS: must be at least 1000/);
    expect(() => parseConfig({ CRON_SECRET: 'short' })).toThrow(
      /CRON_SECRET: must be at least 16 characters/,
    );
    expect(() => parseConfig({ CRON_SECRET: 'with a space in it, long enough' })).toThrow(/CRON_SECRET/);
    expect(parseConfig({ CRON_SECRET: 'a'.repeat(32) }).cronSecret).toBe('a'.repeat(32));
  });
});
