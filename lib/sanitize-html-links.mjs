// @ts-check
// Link rules shared by the article sanitizer (lib/sanitize-html-core.mjs, also run by its worker thread)
// and the editor's link dialog (docs/adr/0091). Plain JavaScript for the same reason as the sanitizer.
import { resolveSiteUrl } from './site-url-default.mjs';

/** The rel tokens that tell search engines not to trust a link: never on a link to our own site. */
export const DISTRUST_REL = /** @type {const} */ (['nofollow', 'sponsored', 'ugc']);

/**
 * The site's own origin: the page's in a browser (the portal is served by the site), SITE_URL on the
 * server by the rule of docs/adr/0050.
 * @returns {string}
 */
function ownOrigin() {
  const here = globalThis.location?.origin;
  if (here && here !== 'null') return here;
  if (typeof process === 'undefined') return resolveSiteUrl(undefined, undefined);
  return resolveSiteUrl(process.env.SITE_URL, process.env.PORT);
}

/**
 * Whether a link stays on this site: a relative address (path, query, `#anchor`) or an absolute one on
 * the site's origin. A protocol-relative `//host` is another site.
 * @param {string} href
 * @param {string} [origin]
 */
export function isInternalHref(href, origin = ownOrigin()) {
  const value = href.trim();
  if (!value) return false;
  try {
    return new URL(value, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * A link's rel without the distrust tokens when it points at this site (null when nothing is left);
 * the rel as it was, spacing included, when there is nothing to drop.
 * @param {string | null | undefined} rel
 * @param {string} href
 * @param {string} [origin]
 * @returns {string | null}
 */
export function relFor(rel, href, origin) {
  const tokens = (rel ?? '').split(/\s+/).filter(Boolean);
  /** @type {readonly string[]} */
  const distrust = DISTRUST_REL;
  const kept = tokens.filter((t) => !distrust.includes(t.toLowerCase()));
  if (kept.length === tokens.length || !isInternalHref(href, origin)) return rel || null;
  return kept.length ? kept.join(' ') : null;
}
