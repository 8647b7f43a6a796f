/**
 * The portal's cache keys, one family per resource. A mutation invalidates the family of every list
 * that shows what it changed (kit/mutations.ts), so a save refreshes whatever screen displays it.
 * Dashboard figures, activity and sessions are rendered by the server page (no GET endpoint): what
 * changes them refreshes that page with router.refresh().
 */
export const adminKeys = {
  session: ['session'] as const,
  articles: {
    all: ['articles'] as const,
    lists: ['articles', 'list'] as const,
    /** `query` is the API query string (page, filters): one entry per view. */
    list: (query: string) => ['articles', 'list', query] as const,
    detail: (id: string) => ['articles', 'detail', id] as const,
    /** Every article's revision lists and snapshots: any save adds one. */
    revisionsAll: ['articles', 'revisions'] as const,
    revisions: (id: string) => ['articles', 'revisions', id] as const,
    revision: (id: string, revisionId: string) => ['articles', 'revisions', id, revisionId] as const,
    /** Under `articles`: a delete from the list refreshes the trash too. */
    trash: ['articles', 'trash'] as const,
  },
  /** Who else has an article open (issue 33): a heartbeat, never invalidated by a write. */
  presence: (articleId: string) => ['presence', articleId] as const,
  categories: { all: ['categories'] as const },
  translations: {
    all: ['translations'] as const,
    forArticle: (slug: string) => ['translations', 'article', slug] as const,
  },
  images: {
    all: ['images'] as const,
    list: (query: string) => ['images', 'list', query] as const,
    /** Under `images`: an upload or delete may change where an image is used, an alt edit its text. */
    detail: (id: string) => ['images', 'detail', id] as const,
  },
  leads: {
    all: ['leads'] as const,
    list: (query: string) => ['leads', 'list', query] as const,
  },
  users: { all: ['users'] as const },
  securitySettings: ['settings', 'security'] as const,
  siteSettings: ['settings', 'site'] as const,
  integrations: ['settings', 'integrations'] as const,
  maintenance: ['maintenance'] as const,
  jobs: ['jobs'] as const,
  backups: ['backups'] as const,
  subscribers: {
    all: ['subscribers'] as const,
    /** `query` is the API query string (market, status, search). */
    list: (query: string) => ['subscribers', 'list', query] as const,
  },
  campaigns: {
    all: ['campaigns'] as const,
    list: ['campaigns', 'list'] as const,
    articles: (market: string) => ['campaigns', 'articles', market] as const,
    preview: (id: string) => ['campaigns', 'preview', id] as const,
  },
  /** Issue 38: read only, refreshed by the roll-up job rather than by any portal write. */
  reports: {
    all: ['reports'] as const,
    /** `query` is the API query string (from, to, market). */
    overview: (query: string) => ['reports', 'overview', query] as const,
  },
  account: {
    all: ['account'] as const,
    profile: ['account', 'profile'] as const,
    sessions: ['account', 'sessions'] as const,
    /** The account's team notification choices (issue 39). */
    notifications: ['account', 'notifications'] as const,
  },
};
