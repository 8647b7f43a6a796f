'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleRevisionListResponse,
  ArticleRevisionResponse,
  CategoryOption,
  TrashListResponse,
} from '@/lib/admin/article-types';
import type { GalleryPage, ImageDetails } from '@/lib/admin/image-types';
import type { IntegrationStatus, SettingsView } from '@/lib/admin/settings';
import type { MaintenanceView } from '@/lib/admin/maintenance';
import type { JobView } from '@/lib/admin/jobs';
import type { StoredBackup } from '@/lib/admin/backups';
import type {
  CampaignArticlesResponse,
  CampaignPreview,
  CampaignsResponse,
  SubscribersResponse,
} from '@/lib/admin/notifications';
import type { TranslationData } from '@/lib/admin/translation-types';
import type { AccountSession, AccountView, UserListItem } from '@/lib/admin/users';
import type { NotificationPreference } from '@/lib/admin/notifications';
import type { ReportsOverview } from '@/lib/admin/reports';
import { adminFetch } from './admin-fetch';
import { adminKeys } from './query-keys';

/**
 * The portal's reads, one hook per resource: the URL, the cache key and the answer's type in one place.
 * Failures reach the screen as `isError` (after the kit's 503 retries), for its ErrorState.
 */

export const ARTICLES_API = '/api/admin/blog/articles';
export const CATEGORIES_API = '/api/admin/blog/categories';
export const TRASH_API = '/api/admin/blog/trash';

/** One page of the article list; the previous page stays on screen (dimmed) while the next loads. */
export function useArticleList(apiQuery: string) {
  return useQuery({
    queryKey: adminKeys.articles.list(apiQuery),
    queryFn: ({ signal }) => adminFetch<ArticleListResponse>(`${ARTICLES_API}?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The trash: every trashed article, most recently trashed first. */
export function useTrash() {
  return useQuery({
    queryKey: adminKeys.articles.trash,
    queryFn: ({ signal }) => adminFetch<TrashListResponse>(TRASH_API, { signal }),
    select: (body) => body.articles,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.articles.detail(id ?? ''),
    queryFn: ({ signal }) => adminFetch<ArticleResponse>(`${ARTICLES_API}/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** An article's revisions, newest first (issue 23 point 2). */
export function useArticleRevisions(id: string) {
  return useQuery({
    queryKey: adminKeys.articles.revisions(id),
    queryFn: ({ signal }) =>
      adminFetch<ArticleRevisionListResponse>(`${ARTICLES_API}/${id}/revisions`, { signal }),
    select: (body) => body.revisions,
  });
}

/** One revision's snapshot, once one is chosen. */
export function useArticleRevision(id: string, revisionId: string | null) {
  return useQuery({
    queryKey: adminKeys.articles.revision(id, revisionId ?? ''),
    queryFn: ({ signal }) =>
      adminFetch<ArticleRevisionResponse>(`${ARTICLES_API}/${id}/revisions/${revisionId}`, { signal }),
    select: (body) => body.revision,
    enabled: revisionId !== null,
  });
}

/** Every category; `initial` is what a server page already rendered. */
export function useCategoryList<T extends CategoryOption = CategoryOption>(initial?: T[]) {
  return useQuery({
    queryKey: adminKeys.categories.all,
    queryFn: ({ signal }) => adminFetch<{ categories: T[] }>(CATEGORIES_API, { signal }),
    select: (body) => body.categories,
    initialData: initial ? { categories: initial } : undefined,
    // What the server page just rendered is fresh: not asked for again on arrival.
    staleTime: initial ? 30_000 : 0,
  });
}

export function useTranslations(articleSlug: string | null) {
  return useQuery({
    queryKey: adminKeys.translations.forArticle(articleSlug ?? ''),
    queryFn: ({ signal }) =>
      adminFetch<{ translations: TranslationData[] }>(
        `/api/admin/translations?filter=${encodeURIComponent(`blog.article.%.${articleSlug}`)}`,
        { signal },
      ),
    select: (body) => body.translations,
    enabled: articleSlug !== null,
  });
}

export const IMAGES_API = '/api/admin/images';

/** A page of images; `query` is the API query string (page, search, limit). */
export function useImages(query: string) {
  return useQuery({
    queryKey: adminKeys.images.list(query),
    queryFn: ({ signal }) => adminFetch<GalleryPage>(`${IMAGES_API}?${query}`, { signal }),
  });
}

/** One image and the articles that use it, while its details are open. */
export function useImageDetails(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.images.detail(id),
    queryFn: ({ signal }) => adminFetch<ImageDetails>(`${IMAGES_API}/${id}`, { signal }),
    enabled,
  });
}

export function useLeads<T>(query: string) {
  return useQuery({
    queryKey: adminKeys.leads.list(query),
    queryFn: ({ signal }) => adminFetch<T>(`/api/admin/submissions?${query}`, { signal }),
  });
}

export const USERS_API = '/api/admin/users';
export const ACCOUNT_API = '/api/admin/account';
const SECURITY_SETTINGS_API = '/api/admin/settings/security';

/** The team's accounts (admins only). */
export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users.all,
    queryFn: ({ signal }) => adminFetch<{ users: UserListItem[] }>(USERS_API, { signal }),
    select: (body) => body.users,
  });
}

export const SETTINGS_API = '/api/admin/settings';
export const INTEGRATIONS_API = '/api/admin/settings/integrations';

/** System Settings (admins only): every setting, and which ones the environment locks. */
export function useSiteSettings() {
  return useQuery({
    queryKey: adminKeys.siteSettings,
    queryFn: ({ signal }) => adminFetch<SettingsView>(SETTINGS_API, { signal }),
  });
}

/** Each integration's status (admins only). */
export function useIntegrations() {
  return useQuery({
    queryKey: adminKeys.integrations,
    queryFn: ({ signal }) => adminFetch<{ integrations: IntegrationStatus[] }>(INTEGRATIONS_API, { signal }),
    select: (body) => body.integrations,
  });
}

export const MAINTENANCE_API = '/api/admin/maintenance';

/** Maintenance mode and the scheduled windows (admins only). */
export function useMaintenance() {
  return useQuery({
    queryKey: adminKeys.maintenance,
    queryFn: ({ signal }) => adminFetch<MaintenanceView>(MAINTENANCE_API, { signal }),
  });
}

export const JOBS_API = '/api/admin/jobs';

/** The periodic jobs: schedule, last run and outcome, next run (admins only). */
export function useJobs() {
  return useQuery({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => adminFetch<{ jobs: JobView[] }>(JOBS_API, { signal }),
    select: (body) => body.jobs,
  });
}

export const BACKUPS_API = '/api/admin/backups';

/** The stored backups, newest first (admins only). */
export function useBackups() {
  return useQuery({
    queryKey: adminKeys.backups,
    queryFn: ({ signal }) => adminFetch<{ backups: StoredBackup[] }>(BACKUPS_API, { signal }),
    select: (body) => body.backups,
  });
}

export const SUBSCRIBERS_API = '/api/admin/subscribers';

/** Newsletter subscribers matching `query` (market, status, search) and every market's counts (admins only). */
export function useSubscribers(query: string) {
  return useQuery({
    queryKey: adminKeys.subscribers.list(query),
    queryFn: ({ signal }) => adminFetch<SubscribersResponse>(`${SUBSCRIBERS_API}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecuritySettings() {
  return useQuery({
    queryKey: adminKeys.securitySettings,
    queryFn: ({ signal }) => adminFetch<{ require_two_factor: boolean }>(SECURITY_SETTINGS_API, { signal }),
  });
}

/** The signed-in account (profile and two-factor state). */
export function useAccount() {
  return useQuery({
    queryKey: adminKeys.account.profile,
    queryFn: ({ signal }) => adminFetch<{ account: AccountView }>(ACCOUNT_API, { signal }),
    select: (body) => body.account,
  });
}

/** The signed-in account's team notification choices (issue 39, docs/adr/0112). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: adminKeys.account.notifications,
    queryFn: ({ signal }) =>
      adminFetch<{ preferences: NotificationPreference[] }>(`${ACCOUNT_API}/notifications`, { signal }),
    select: (body) => body.preferences,
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: adminKeys.account.sessions,
    queryFn: ({ signal }) =>
      adminFetch<{ sessions: AccountSession[] }>(`${ACCOUNT_API}/sessions`, { signal }),
    select: (body) => body.sessions,
  });
}

export const CAMPAIGNS_API = '/api/admin/campaigns';

/** Newsletter campaigns, newest first (admins only); refreshed every few seconds while one is sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: adminKeys.campaigns.list,
    queryFn: ({ signal }) => adminFetch<CampaignsResponse>(CAMPAIGNS_API, { signal }),
    select: (body) => body.campaigns,
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((c) => c.status === 'sending') ? 5000 : false,
  });
}

/** A market's published articles for the composer, and how many confirmed subscribers it has. */
export function useCampaignArticles(market: string) {
  return useQuery({
    queryKey: adminKeys.campaigns.articles(market),
    queryFn: ({ signal }) =>
      adminFetch<CampaignArticlesResponse>(`${CAMPAIGNS_API}/articles?market=${encodeURIComponent(market)}`, {
        signal,
      }),
  });
}

/** A campaign's mail as its subscribers get it, once the preview is opened. */
export function useCampaignPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.campaigns.preview(id),
    queryFn: ({ signal }) => adminFetch<CampaignPreview>(`${CAMPAIGNS_API}/${id}/preview`, { signal }),
    enabled,
  });
}

export const REPORTS_API = '/api/admin/reports';

/** Readership, leads and vitals of a range (issue 38); the previous range stays on screen while the next loads. */
export function useReportsOverview(query: string) {
  return useQuery({
    queryKey: adminKeys.reports.overview(query),
    queryFn: ({ signal }) => adminFetch<ReportsOverview>(`${REPORTS_API}/overview?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
