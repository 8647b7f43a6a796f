import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { ResetPasswordForm } from '@/components/admin/reset-password-form';

// The token is in this page's URL: never send it on to another site as a referrer.
export const metadata: Metadata = { title: 'Reset password', referrer: 'no-referrer' };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your admin account.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
