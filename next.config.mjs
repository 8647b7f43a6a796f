// @ts-check

import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, originOf, STATIC_SCRIPT_SOURCES } from './lib/content-security-policy.mjs';
import { IMAGE_UPLOAD_MAX_REQUEST_BYTES } from './lib/constants/image-upload-limits.mjs';
import { resolveSiteUrl } from './lib/site-url-default.mjs';

const supabase = originOf(process.env.SUPABASE_URL);
// The public URLs of the Supabase Storage bucket (spec.md "API" ('blog-images')): the one remote source the image
// optimizer fetches from.
const supabaseImagesPath = '/storage/v1/object/public/blog-images/';

const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  // No Strict-Transport-Security here: these rules are fixed when the app is built, and HSTS follows the
  // SITE_URL the server runs with, so proxy.ts adds it (docs/adr/0039).
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A build can live beside the default one (the end-to-end run builds into .next-e2e), so what one run
  // caches is never read by a server of another. lib/server/cache/identity.ts reads the same variable.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // NEXT_OUTPUT=standalone: a self-contained server (`<distDir>/standalone/server.js` with the node_modules
  // files it needs) for a container image without `npm ci` (docs/deploy.md, docs/adr/0073). Off by default:
  // `npm start` and the laptop default need none of it.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Files the server opens by a path built from process.cwd() at run time, which the file tracer cannot
  // see: the migrations (start-up schema check, ADMIN bootstrap), the sanitizer's and the password hasher's
  // worker threads and their modules, and the demo articles of the embedded default's first start.
  outputFileTracingIncludes: {
    '/**': [
      './supabase/migrations/**',
      // The sanitizer's worker and every module it imports (loaded by path at run time, not traced).
      './lib/sanitize-html-*.mjs',
      './lib/site-url-default.mjs',
      './node_modules/parse5/**',
      './node_modules/entities/**',
      // The password hasher's worker (docs/adr/0097) and bcryptjs, which it imports.
      './lib/password-hash-worker.mjs',
      './lib/constants/password-hashing.mjs',
      './node_modules/bcryptjs/**',
      './lib/server/installation/seed-content/**',
    ],
  },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  // redis: the health check's client is the same package the cache handler loads outside the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'isomorphic-dompurify',
    'jsdom',
    'sharp',
    'redis',
    // One copy of each, shared with the cache handler that Next loads outside the bundle (docs/adr/0102).
    'pino',
    'prom-client',
  ],
  poweredByHeader: false,
  // proxy.ts drops trailing slashes itself, so that an API path answers JSON like the rest of /api.
  skipTrailingSlashRedirect: true,
  // Next's file-system cache, but a 404 page stays in memory only (docs/adr/0036): unknown blog URLs
  // must not grow the disk.
  cacheHandler: fileURLToPath(new URL('./lib/server/cache/isr-cache-handler.mjs', import.meta.url)),
  // No ETag from the server (docs/adr/0023-lean-public-responses.md): Next hashes the whole
  // body of every answer to make one, a seventh of the CPU an article costs; pages are revalidated by
  // s-maxage at the CDN, which makes its own validators.
  generateEtags: false,
  // Inlined in server and browser bundles alike: the featured image (also drawn in the editor's preview)
  // sends only these absolute URLs through the optimizer.
  // AILEX_BUILD_SITE_URL: the origin this build prerenders its static pages with. A server that runs with
  // another SITE_URL drops those pages at start-up and renders them once with its own (docs/adr/0050).
  env: {
    OPTIMIZED_REMOTE_IMAGES_PREFIX: supabase ? `${supabase}${supabaseImagesPath}` : '',
    AILEX_BUILD_SITE_URL: resolveSiteUrl(process.env.SITE_URL, process.env.PORT),
  },
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
    rules: {
      // The public pages' stylesheet as a string they put inside the page (docs/adr/0115).
      '*.inline.css': {
        loaders: [fileURLToPath(new URL('./scripts/build/inline-stylesheet-loader.cjs', import.meta.url))],
        as: '*.js',
      },
    },
  },
  // Several root layouts (site, blog per language, admin) share one 404 for unmatched URLs.
  experimental: {
    globalNotFound: true,
    // forbidden() and dashboard/forbidden.tsx: an editor opening an admin-only screen gets a 403 page in
    // the portal's shell (issue 33 point 1).
    authInterrupts: true,
    // proxy.ts runs on /api/admin/**, and Next hands a route handler behind a proxy only the first
    // proxyClientMaxBodySize bytes of a body (10 MB by default), silently: a gallery batch of 10 × 5 MB
    // arrived cut off and failed as a malformed multipart body. Next drops the whole read that crosses
    // its limit, so the headroom is more than a socket read (64 KB): a larger body still reaches the
    // handler past the upload limit, and the handler answers 413 (docs/adr/0033).
    proxyClientMaxBodySize: IMAGE_UPLOAD_MAX_REQUEST_BYTES + 1024 * 1024,
  },
  // Unnamed groups in every source: Next re-compiles each header value holding a ':' (the policy's
  // 'data:') through path-to-regexp on every request when the source has named parameters.
  // The sitemap index is a file of app/sitemaps/[file] (ISR, one render at a time): Next's sitemap.ts
  // makes a single file, which search engines refuse past 50,000 URLs (docs/adr/0055).
  async rewrites() {
    return [{ source: '/sitemap.xml', destination: '/sitemaps/index.xml' }];
  },
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
        // A reviewer's link (docs/adr/0086): never indexed, never stored by a cache, and its token never
        // sent onward as a Referer. The page is dynamic, so Next's own Cache-Control says no-store too.
        source: '/preview/(.*)',
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
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
