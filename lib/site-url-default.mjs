// @ts-check
// Plain ESM so lib/config.ts (the running server's origin) and next.config.mjs (the origin a build
// renders its static pages with) resolve SITE_URL by the same rule (docs/adr/0050).

/**
 * The public origin: SITE_URL without trailing slashes, or the laptop default on PORT.
 * @param {string | undefined} siteUrl
 * @param {string | undefined} port
 */
export function resolveSiteUrl(siteUrl, port) {
  return (siteUrl || `http://localhost:${port || '3000'}`).replace(/\/+$/, '');
}
