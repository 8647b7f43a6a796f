import { BRAND_NAME } from '@/lib/constants/site';
import { MAINTENANCE_RETRY_AFTER_DEFAULT_S } from '@/lib/constants/settings';
import type { MaintenanceView } from '@/lib/admin/maintenance';
import { marketForPathname, type Language } from '@/lib/markets';

/*
 * What a visitor gets while maintenance is on (docs/adr/0109): 503 with Retry-After, a small branded
 * page in the language of the market the path belongs to, or JSON on an API path. Built by the server's request gate
 * itself, so it needs neither the database nor a render.
 */

type Active = NonNullable<MaintenanceView['active']>;

const TEXTS: Record<
  Language,
  { title: string; lead: string; back: (when: string) => string; locale: string }
> = {
  en: {
    title: 'We’ll be back soon',
    lead: `${BRAND_NAME} is down for scheduled maintenance.`,
    back: (when) => `Expected back: ${when} (UTC).`,
    locale: 'en-US',
  },
  fr: {
    title: 'Nous revenons bientôt',
    lead: `${BRAND_NAME} est en maintenance programmée.`,
    back: (when) => `Retour prévu : ${when} (UTC).`,
    locale: 'fr-BE',
  },
  nl: {
    title: 'We zijn zo terug',
    lead: `${BRAND_NAME} is offline voor gepland onderhoud.`,
    back: (when) => `Verwacht terug: ${when} (UTC).`,
    locale: 'nl-BE',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Seconds until the end, at least a minute; the default while the end is not known. */
export function retryAfterSeconds(active: Active, now: number): number {
  if (active.endsAt === null) return MAINTENANCE_RETRY_AFTER_DEFAULT_S;
  return Math.max(60, Math.ceil((Date.parse(active.endsAt) - now) / 1000));
}

export function maintenanceHeaders(active: Active, now: number, contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Retry-After': String(retryAfterSeconds(active, now)),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  };
}

export function maintenanceJson(active: Active): string {
  return JSON.stringify({
    error: 'The site is down for maintenance',
    message: active.message || undefined,
    endsAt: active.endsAt,
  });
}

export function maintenancePageHtml(pathname: string, active: Active): string {
  const language = marketForPathname(pathname).language;
  const t = TEXTS[language];
  const when =
    active.endsAt === null
      ? null
      : new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
          new Date(active.endsAt),
        );
  const message = active.message ? `<p class="message">${escapeHtml(active.message)}</p>` : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${t.title} | ${BRAND_NAME}`)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:36rem;padding:2rem;text-align:center}.brand{font-weight:800;color:#1d4ed8;letter-spacing:.02em}h1{font-size:2rem;margin:.75rem 0}p{line-height:1.6;color:#334155}.message{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem;color:#0f172a}</style>
</head><body><main><p class="brand">${escapeHtml(BRAND_NAME)}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.lead)}</p>${message}${
    when ? `<p>${escapeHtml(t.back(when))}</p>` : ''
  }</main></body></html>`;
}
