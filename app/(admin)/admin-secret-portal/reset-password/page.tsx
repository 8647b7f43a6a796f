// /admin-secret-portal/reset-password without a token: the form's invalid state (spec.md "Sign-in and recovery"), not a 404
import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { ResetPasswordForm } from '@/components/admin/reset-password-form';

export const metadata: Metadata = { title: 'Reset password', referrer: 'no-referrer' };

export default function ResetPasswordWithoutTokenPage() {
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your admin account.">
      <ResetPasswordForm token={null} />
    </AuthCard>
  );
}
