import 'server-only';
import { getConfig } from '@/lib/config';
import type { AdminSession } from '@/lib/server/auth';
import { pingRedis } from '@/lib/server/cache/redis-health';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.mjs';
import { sendMail } from '@/lib/server/mail/mailer';
import { testEmailMessage } from '@/lib/server/mail/templates/test-email';
import { probeStorage } from '@/lib/server/media';
import { deeplUsage } from '@/lib/server/translations';
import type { IntegrationStatus, IntegrationTest } from '@/lib/admin/settings';
import type { IntegrationName } from '@/lib/constants/settings';

/*
 * The integrations System Settings shows (issue 37; docs/adr/0106): each one's status as configured
 * (read-only: their credentials are environment variables, never shown) and a test that really uses
 * it. A failed test is an answer (`ok: false` and why), not an HTTP error: the request itself worked.
 */

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid URL';
  }
};

/** GET /api/admin/settings/integrations. */
export function integrationStatuses(): IntegrationStatus[] {
  const config = getConfig();
  const cache = sharedCacheState();
  return [
    {
      name: 'smtp',
      configured: Boolean(config.smtpUrl),
      variable: 'SMTP_URL',
      status: config.smtpUrl
        ? `Mail is sent through the SMTP server at ${hostOf(config.smtpUrl)}`
        : 'No SMTP server: mail is written to DATA_DIR/outbox as .eml files',
    },
    {
      name: 'deepl',
      configured: Boolean(config.deepl),
      variable: 'DEEPL_API_KEY',
      status: config.deepl
        ? `Translations are pre-filled by DeepL (${config.deepl.apiKey.endsWith(':fx') ? 'free' : 'pro'} plan)`
        : 'No DeepL key: translations are written by hand',
    },
    {
      name: 'storage',
      configured: Boolean(config.supabase),
      variable: 'SUPABASE_URL',
      status: config.supabase
        ? `Images are stored in Supabase Storage at ${hostOf(config.supabase.url)}`
        : "Images are stored on this server's disk (DATA_DIR/uploads)",
    },
    {
      name: 'redis',
      configured: Boolean(config.redisUrl),
      variable: 'REDIS_URL',
      status: !config.redisUrl
        ? 'No Redis: each instance keeps its own page cache (one instance only)'
        : cache.kind === 'redis' && !cache.ready
          ? `The shared page cache at ${hostOf(config.redisUrl)} is not answering: pages render from the database`
          : `Pages are cached in Redis at ${hostOf(config.redisUrl)}, shared by every instance`,
    },
  ];
}

/** POST /api/admin/settings/integrations/{name}/test. */
export async function testIntegration(
  name: IntegrationName,
  session: AdminSession,
): Promise<IntegrationTest> {
  const config = getConfig();
  const failed = (what: string, err: unknown): IntegrationTest => ({
    ok: false,
    message: `${what}: ${err instanceof Error ? err.message : String(err)}`,
  });
  switch (name) {
    case 'smtp': {
      const to = session.user.email;
      try {
        const sent = await sendMail(testEmailMessage({ to, name: session.user.name, at: new Date() }));
        return {
          ok: true,
          message:
            sent.via === 'smtp'
              ? `A test email was sent to ${to}`
              : `No SMTP server: the test email to ${to} was written to DATA_DIR/outbox`,
        };
      } catch (err) {
        return failed('The SMTP server refused the test email', err);
      }
    }
    case 'deepl': {
      if (!config.deepl) return { ok: false, message: 'DEEPL_API_KEY is not set' };
      try {
        const { used, limit } = await deeplUsage(config.deepl);
        const left = Math.max(0, limit - used);
        return {
          ok: left > 0,
          message: `${left.toLocaleString('en-US')} characters left of ${limit.toLocaleString('en-US')} this period`,
        };
      } catch (err) {
        return failed('DeepL did not answer', err);
      }
    }
    case 'storage': {
      const { ok, message } = await probeStorage();
      return { ok, message };
    }
    case 'redis': {
      if (!config.redisUrl) return { ok: false, message: 'REDIS_URL is not set' };
      return (await pingRedis(config.redisUrl))
        ? { ok: true, message: 'Redis answered PING' }
        : { ok: false, message: 'Redis did not answer PING within a second' };
    }
  }
}
