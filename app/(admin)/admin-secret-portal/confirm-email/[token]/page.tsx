import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { ConfirmEmailForm } from '@/components/admin/confirm-email-form';

// The token is in this page's URL: never send it on to another site as a referrer.
export const metadata: Metadata = { title: 'Confirm new email', referrer: 'no-referrer' };

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Confirm your new email" subtitle="Your sign-in address changes when you confirm.">
      <ConfirmEmailForm token={token} />
    </AuthCard>
  );
}
