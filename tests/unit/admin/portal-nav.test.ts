import { currentSection, sectionsFor } from '@/lib/admin/portal-nav';
import { ADMIN_ROUTES } from '@/lib/constants/portal';

describe('the portal navigation', () => {
  it('offers an editor every section but the admin-only ones, in the same order as an admin', () => {
    const admin = sectionsFor('admin').map((s) => s.label);
    expect(admin).toEqual([
      'Dashboard',
      'Articles',
      'Categories',
      'Translations',
      'Images',
      'Reports',
      'Leads',
      'Users',
      'Settings',
      'Maintenance',
      'Notifications',
    ]);
    expect(sectionsFor('editor').map((s) => s.label)).toEqual(
      admin.filter((l) => !['Leads', 'Users', 'Settings', 'Maintenance', 'Notifications'].includes(l)),
    );
  });

  it.each([
    [ADMIN_ROUTES.dashboard, 'Dashboard'],
    [ADMIN_ROUTES.articles, 'Articles'],
    [`${ADMIN_ROUTES.articles}/0b5c/edit`, 'Articles'],
    [ADMIN_ROUTES.newArticle, 'Articles'],
    [ADMIN_ROUTES.trash, 'Articles'],
    [ADMIN_ROUTES.categories, 'Categories'],
    [ADMIN_ROUTES.leads, 'Leads'],
    [ADMIN_ROUTES.reports, 'Reports'],
  ])('marks %s as in %s', (path, label) => {
    expect(currentSection(path)?.label).toBe(label);
  });

  it('marks no section for the account screen, nor for a path that merely starts like one', () => {
    expect(currentSection(ADMIN_ROUTES.account)).toBeNull();
    expect(currentSection(`${ADMIN_ROUTES.articles}-old`)).toBeNull();
  });
});
