// @ts-check

const securityHeaders = [
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
        source: '/admin-secret-portal/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
      {
        // The reset token is in this URL: never send it onward as a Referer.
        source: '/admin-secret-portal/reset-password/:token',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
      {
        source: '/admin-secret-portal',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
    ];
  },
};

export default nextConfig;
