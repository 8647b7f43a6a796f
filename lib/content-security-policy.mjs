// @ts-check
// Plain ESM so next.config.mjs (the static policy of public pages) and proxy.ts (the portal's nonce
// policy) build their policies from one list (docs/adr/0013).

/**
 * An origin from an environment URL, or undefined when it is unset or not a URL.
 * @param {string | undefined} value
 */
export function originOf(value) {
  try {
    return value ? new URL(value).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The policy with the given script-src sources; every other directive is the same on every page.
 * @param {string} scriptSources
 */
export function contentSecurityPolicy(scriptSources) {
  const supabase = originOf(process.env.SUPABASE_URL);
  const isDev = process.env.NODE_ENV === 'development';
  return [
    "default-src 'self'",
    // React's development build needs eval.
    `script-src ${scriptSources}${isDev ? " 'unsafe-eval'" : ''}`,
    // React and next/image write style attributes; Radix Themes and TipTap position and size with them.
    "style-src 'self' 'unsafe-inline'",
    // data: and blob: for next/image placeholders and the admin's local previews of an upload.
    `img-src 'self' data: blob:${supabase ? ` ${supabase}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${supabase ? ` ${supabase}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Public pages: one static policy. A nonce would force every page to render per request, so they stay
 * cacheable with 'self' + 'unsafe-inline' for scripts: Next's App Router inlines its bootstrap and RSC
 * payload (`self.__next_f.push(...)`) in every page, and the static HTML of an ISR page cannot carry a
 * per-request nonce or stable hashes. No script is allowed from another origin.
 */
export const STATIC_SCRIPT_SOURCES = "'self' 'unsafe-inline'";

/**
 * The portal (dynamic anyway): only scripts carrying this request's nonce, and what they load
 * ('strict-dynamic'); Next puts the nonce on its own scripts when it finds it in the request's policy.
 * @param {string} nonce
 */
export function nonceScriptSources(nonce) {
  return `'nonce-${nonce}' 'strict-dynamic'`;
}
