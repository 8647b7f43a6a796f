import { MARKETING_CONTENT_DATES } from '@/lib/constants/site';

/** The marketing site's public routes (spec.md "Routes"), listed once for the sitemap. */
export const MARKETING_PAGES: readonly { path: string; priority: number; lastModified: string }[] = [
  { path: '/', priority: 1, lastModified: MARKETING_CONTENT_DATES['/'] },
  { path: '/tx', priority: 0.8, lastModified: MARKETING_CONTENT_DATES['/tx'] },
  { path: '/fl', priority: 0.8, lastModified: MARKETING_CONTENT_DATES['/fl'] },
  { path: '/ny', priority: 0.8, lastModified: MARKETING_CONTENT_DATES['/ny'] },
  { path: '/login', priority: 0.5, lastModified: MARKETING_CONTENT_DATES['/login'] },
  {
    path: '/security-whitepaper',
    priority: 0.6,
    lastModified: MARKETING_CONTENT_DATES['/security-whitepaper'],
  },
];
