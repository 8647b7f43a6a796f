/** The marketing site's public routes (SPEC 2), listed once for the sitemap. */
export const MARKETING_PAGES: readonly { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/tx', priority: 0.8 },
  { path: '/fl', priority: 0.8 },
  { path: '/ny', priority: 0.8 },
  { path: '/login', priority: 0.5 },
  { path: '/security-whitepaper', priority: 0.6 },
];
