// @ts-check

/**
 * An origin from an environment URL, or undefined when it is unset or not a URL.
 * @param {string | undefined} value
 */
function originOf(value) {
  try {
    return value ? new URL(value).origin : undefined;
  } catch {
    return undefined;
  }
}

// One static policy for every page (docs/decisions.md, "Content-Security-Policy"). A nonce would force
// every page to render per request, so public pages stay cacheable with 'self' + 'unsafe-inline' for
// scripts: Next's App Router inlines its bootstrap and RSC payload (`self.__next_f.push(...)`) in every
// page, and the static HTML of an ISR page cannot carry a per-request nonce or stable hashes. No script
// is allowed from another origin, nor eval outside development (React's dev build needs it).
const supabase = originOf(process.env.SUPABASE_URL);
const isDev = process.env.NODE_ENV === 'development';
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  // React and next/image write style attributes; Radix positions popovers with inline styles.
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

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  ...(originOf(process.env.SITE_URL)?.startsWith('https:')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A build can live beside the default one (the end-to-end run builds into .next-e2e), so what one run
  // caches is never read by a server of another. lib/server/cache-identity.ts reads the same variable.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'isomorphic-dompurify', 'jsdom', 'sharp'],
  poweredByHeader: false,
  // Several root layouts (site, blog per language, admin) share one 404 for unmatched URLs.
  experimental: { globalNotFound: true },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        // Finding 7: sign-in, recovery and admin answers carry sessions and drafts (the handlers set
        // the same header; this also covers answers the framework gives before a handler runs).
        source: '/api/:area(admin|websiteadmin)/:path*',
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
      {
        source: '/admin-secret-portal/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      {
        // The reset token is in this URL: never send it onward as a Referer.
        source: '/admin-secret-portal/reset-password/:token',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
      {
        source: '/admin-secret-portal',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
    ];
  },
};

export default nextConfig;
