/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordChecklist } from '@/components/admin/password-checklist';
import { SignInForm } from '@/components/admin/sign-in-form';
import { QuickActions } from '@/components/admin/quick-actions';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

describe('admin portal pieces', () => {
  it('ticks each password rule as it is met', () => {
    const { rerender } = render(<PasswordChecklist password="abc" />);
    const items = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-met'));
    expect(items()).toEqual(['false', 'false', 'true', 'false']);
    rerender(<PasswordChecklist password="Abcdefg1" />);
    expect(items()).toEqual(['true', 'true', 'true', 'true']);
  });

  it('keeps Sign In disabled until both fields are filled, and toggles password visibility', () => {
    render(<SignInForm />);
    const submit = screen.getByRole('button', { name: 'Sign In' });
    const password = screen.getByLabelText('Password');
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.example' } });
    expect(submit).toBeDisabled();
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(submit).toBeEnabled();
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/admin-secret-portal/forgot-password',
    );
  });

  it('links the working quick actions (Manage Users and Account included) and shows the coming-soon ones disabled', () => {
    render(<QuickActions role="admin" />);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Manage Articles', '/admin-secret-portal/dashboard/blog/articles'],
      ['Write New Article', '/admin-secret-portal/dashboard/blog/articles/new'],
      ['Manage Categories', '/admin-secret-portal/dashboard/blog/categories'],
      ['Manage Translations', '/admin-secret-portal/dashboard/blog/translations'],
      ['Image Gallery', '/admin-secret-portal/dashboard/images'],
      ['Leads Inbox', '/admin-secret-portal/dashboard/leads'],
      ['Manage Users', '/admin-secret-portal/dashboard/users'],
      ['System Settings', '/admin-secret-portal/dashboard/settings'],
      ['Schedule Maintenance', '/admin-secret-portal/dashboard/maintenance'],
      ['Send Notifications', '/admin-secret-portal/dashboard/notifications'],
      ['View Reports', '/admin-secret-portal/dashboard/reports'],
      ['Account', '/admin-secret-portal/dashboard/account'],
    ]);
    // Nothing is left "Coming soon" (View Reports was the last, issue 38).
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers an editor neither the leads inbox nor the users screen', () => {
    render(<QuickActions role="editor" />);
    const labels = screen.getAllByRole('link').map((a) => a.textContent);
    expect(labels).not.toContain('Leads Inbox');
    expect(labels).not.toContain('Manage Users');
    expect(labels).not.toContain('System Settings');
    expect(labels).toContain('View Reports');
    expect(labels).toContain('Account');
  });
});
