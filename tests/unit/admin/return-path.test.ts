import { safeReturnPath, signInPathFor } from '@/lib/admin/return-path';

describe('where sign-in returns to (issue 22: same-origin portal paths only)', () => {
  it('keeps a portal page with its query', () => {
    expect(safeReturnPath('/admin-secret-portal/dashboard/blog/articles/1/edit')).toBe(
      '/admin-secret-portal/dashboard/blog/articles/1/edit',
    );
    expect(safeReturnPath('/admin-secret-portal/dashboard/leads?page=2')).toBe(
      '/admin-secret-portal/dashboard/leads?page=2',
    );
  });

  it.each([
    'https://evil.example/admin-secret-portal/dashboard',
    '//evil.example/admin-secret-portal/dashboard',
    '/admin-secret-portal/dashboard//evil.example',
    '/admin-secret-portal/dashboard/\\evil.example',
    '/admin-secret-portal/dashboardx',
    '/blog',
    '',
    null,
  ])('ignores %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(signInPathFor(value)).toBe('/admin-secret-portal');
  });

  it('names the page asked for in the sign-in address, except the dashboard itself', () => {
    expect(signInPathFor('/admin-secret-portal/dashboard/images')).toBe(
      '/admin-secret-portal?next=%2Fadmin-secret-portal%2Fdashboard%2Fimages',
    );
    expect(signInPathFor('/admin-secret-portal/dashboard')).toBe('/admin-secret-portal');
  });
});
