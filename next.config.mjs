// @ts-check

import { contentSecurityPolicy, originOf, STATIC_SCRIPT_SOURCES } from './lib/content-security-policy.mjs';

const supabase = originOf(process.env.SUPABASE_URL);
// The public URLs of the Supabase Storage bucket (SPEC 7 'blog-images'): the one remote source the image
// optimizer fetches from.
const supabaseImagesPath = '/storage/v1/object/public/blog-images/';

const securityHeaders = [
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
  // No ETag from the server (docs/decisions.md, "Throughput of the public pages"): Next hashes the whole
  // body of every answer to make one, a seventh of the CPU an article costs; pages are revalidated by
  // s-maxage at the CDN, which makes its own validators.
  generateEtags: false,
  // Inlined in server and browser bundles alike: the featured image (also drawn in the editor's preview)
  // sends only these absolute URLs through the optimizer.
  env: { OPTIMIZED_REMOTE_IMAGES_PREFIX: supabase ? `${supabase}${supabaseImagesPath}` : '' },
  images: {
    // Uploaded images on Supabase Storage (issue 10); local uploads are served from /media on this origin.
    remotePatterns: supabase
      ? [
          {
            protocol: supabase.startsWith('https:') ? 'https' : 'http',
            hostname: new URL(supabase).hostname,
            pathname: `${supabaseImagesPath}**`,
          },
        ]
      : [],
  },
  // Modern JavaScript only (package.json browserslist: the browsers Tailwind 4's CSS needs anyway).
  // Next's client entry imports its polyfill module whatever the targets (trimStart, flat, fromEntries,
  // Array.prototype.at, Object.hasOwn, URL.canParse, ...: all native in those browsers; canParse is
  // only called by the dev server): an empty module instead, so Lighthouse finds no legacy JavaScript.
  turbopack: {
    resolveAlias: {
      // The request as next/dist/client/app-globals.js writes it, and the module's package path.
      '../build/polyfills/polyfill-module': false,
      'next/dist/build/polyfills/polyfill-module': false,
    },
  },
  // Several root layouts (site, blog per language, admin) share one 404 for unmatched URLs.
  experimental: { globalNotFound: true },
  // Unnamed groups in every source: Next re-compiles each header value holding a ':' (the policy's
  // 'data:') through path-to-regexp on every request when the source has named parameters.
  async headers() {
    return [
      { source: '/(.*)', headers: securityHeaders },
      {
        // The portal's pages get a per-request nonce policy from proxy.ts instead (one policy, not two).
        source: '/((?!admin-secret-portal(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(STATIC_SCRIPT_SOURCES) }],
      },
      {
        // Finding 7: sign-in, recovery and admin answers carry sessions and drafts (the handlers set
        // the same header; this also covers answers the framework gives before a handler runs).
        source: '/api/(admin|websiteadmin)(/.*)?',
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
      {
        // The portal's root included.
        source: '/admin-secret-portal(/.*)?',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      {
        // The reset token is in this URL: never send it onward as a Referer.
        source: '/admin-secret-portal/reset-password/([^/]+)',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
    ];
  },
};

export default nextConfig;
