import { ADMIN_ROUTES } from '@/lib/constants/portal';
import type { UserRole } from '@/lib/constants/users';

/**
 * The portal's sections, in the order the navigation lists them (issue 33 point 1). Later screens
 * (Settings, Maintenance, Reports, Notifications) join this table as they land. `paths` are the route
 * prefixes that belong to a section, so the editor and the trash mark "Articles" as current.
 */
export interface PortalSection {
  label: string;
  href: string;
  paths: readonly string[];
  /** Only an admin may use it: the navigation hides it from an editor and the page answers 403. */
  adminOnly?: true;
}

const PORTAL_SECTIONS = [
  { label: 'Dashboard', href: ADMIN_ROUTES.dashboard, paths: [] },
  { label: 'Articles', href: ADMIN_ROUTES.articles, paths: [ADMIN_ROUTES.articles, ADMIN_ROUTES.trash] },
  { label: 'Categories', href: ADMIN_ROUTES.categories, paths: [ADMIN_ROUTES.categories] },
  { label: 'Translations', href: ADMIN_ROUTES.translations, paths: [ADMIN_ROUTES.translations] },
  { label: 'Images', href: ADMIN_ROUTES.images, paths: [ADMIN_ROUTES.images] },
  // Not adminOnly: an editor sees readership; the API leaves the leads out for them (issue 38).
  { label: 'Reports', href: ADMIN_ROUTES.reports, paths: [ADMIN_ROUTES.reports] },
  { label: 'Leads', href: ADMIN_ROUTES.leads, paths: [ADMIN_ROUTES.leads], adminOnly: true },
  { label: 'Users', href: ADMIN_ROUTES.users, paths: [ADMIN_ROUTES.users], adminOnly: true },
  { label: 'Settings', href: ADMIN_ROUTES.settings, paths: [ADMIN_ROUTES.settings], adminOnly: true },
  {
    label: 'Maintenance',
    href: ADMIN_ROUTES.maintenance,
    paths: [ADMIN_ROUTES.maintenance],
    adminOnly: true,
  },
  {
    label: 'Notifications',
    href: ADMIN_ROUTES.notifications,
    paths: [ADMIN_ROUTES.notifications],
    adminOnly: true,
  },
] as const satisfies readonly PortalSection[];

/** The sections a role may use, in navigation order. */
export function sectionsFor(role: UserRole): PortalSection[] {
  return PORTAL_SECTIONS.filter((s) => role === 'admin' || !('adminOnly' in s));
}

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The section a portal path belongs to (the dashboard only for its own address), or null (account). */
export function currentSection(pathname: string): PortalSection | null {
  if (pathname === ADMIN_ROUTES.dashboard) return PORTAL_SECTIONS[0];
  return PORTAL_SECTIONS.find((s) => s.paths.some((p) => within(pathname, p))) ?? null;
}

/** Whether a role may open a portal path (its path, without the query): not an admin-only section for an editor. */
export function mayOpen(role: UserRole, pathname: string): boolean {
  const section = currentSection(pathname);
  return role === 'admin' || !section || !('adminOnly' in section);
}
