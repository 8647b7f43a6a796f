import 'server-only';
import { ADMIN_BASE_PATH } from '@/lib/constants/portal';
import { MAINTENANCE_PREVIEW_COOKIE } from '@/lib/constants/settings';
import { maintenanceHeaders, maintenanceJson, maintenancePageHtml } from '@/lib/maintenance/page';
import { activeMaintenance, publishedMaintenance } from '@/lib/maintenance/state';
import { verifySessionToken } from '@/lib/server/auth';

/*
 * Maintenance's early answer (docs/adr/0109), given before Next by the server's request gate
 * (lib/server/http/public-gate.ts, docs/adr/0116): while it is on, every public page and API answers
 * 503 with Retry-After, except to a signed-in member of the team, who sees the site (and a cookie
 * the pages' notice reads to say so). Free of the database: it reads this instance's copy of the
 * stored state. Everything but an active maintenance is decided without a promise.
 */

/** Paths maintenance leaves open: the portal, its APIs, sign-in, health, metrics, cron, images, previews and unsubscribe. */
const OPEN_DURING_MAINTENANCE = [
  ADMIN_BASE_PATH,
  '/api/admin',
  '/api/websiteadmin',
  '/api/health',
  '/api/metrics',
  '/api/cron',
  '/media',
  '/preview',
  // An unsubscribe is never lost to maintenance (docs/adr/0110): the one-click POST and its page.
  '/api/public/newsletter/unsubscribe',
  '/newsletter/unsubscribe',
];

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The files with an extension maintenance closes too (crawlers get its 503); the others (the build's
 * files, public/'s images, the icons) keep being served.
 */
function closedFile(path: string): boolean {
  return (
    path === '/robots.txt' ||
    path === '/sitemap.xml' ||
    under(path, '/sitemaps') ||
    /^\/blog\/(?:[^/]+\/)?rss\.xml$/.test(path)
  );
}

/** Whether maintenance closes the path: a page or API outside the open list, or one of the closed files. */
function closedByMaintenance(path: string): boolean {
  if (OPEN_DURING_MAINTENANCE.some((base) => under(path, base))) return false;
  return !/\.\w+$/.test(path) || closedFile(path);
}

export interface MaintenanceGateRequest {
  /** Decoded, no query. */
  path: string;
  isApi: boolean;
  hasCookie: (name: string) => boolean;
  sessionToken: () => string | undefined;
}

export type MaintenanceGateOutcome =
  | { answer: { status: number; headers: Record<string, string>; body: string } }
  | { setCookie: string }
  | null;

function previewCookie(set: boolean, secure: boolean): string {
  return set
    ? `${MAINTENANCE_PREVIEW_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
    : `${MAINTENANCE_PREVIEW_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`;
}

/**
 * The early answer for one request: the 503 page or JSON, the team's preview cookie, the cookie's
 * removal once maintenance is over, or null (through to Next, untouched). `secure`: the site is https.
 */
export function maintenanceGate(
  request: MaintenanceGateRequest,
  secure: boolean,
  now = Date.now(),
): MaintenanceGateOutcome | Promise<MaintenanceGateOutcome> {
  if (!closedByMaintenance(request.path)) return null;
  const active = activeMaintenance(publishedMaintenance(), now);
  if (active === null) {
    return request.hasCookie(MAINTENANCE_PREVIEW_COOKIE) ? { setCookie: previewCookie(false, secure) } : null;
  }
  const closed: MaintenanceGateOutcome = {
    answer: request.isApi
      ? {
          status: 503,
          headers: maintenanceHeaders(active, now, 'application/json'),
          body: maintenanceJson(active),
        }
      : {
          status: 503,
          headers: maintenanceHeaders(active, now, 'text/html; charset=utf-8'),
          body: maintenancePageHtml(request.path, active),
        },
  };
  const token = request.sessionToken();
  if (token === undefined) return closed;
  return verifySessionToken(token).then((claims) =>
    claims === null ? closed : { setCookie: previewCookie(true, secure) },
  );
}
