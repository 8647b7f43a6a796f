import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { AcceptInviteForm } from '@/components/admin/accept-invite-form';

// The token is in this page's URL: never send it on to another site as a referrer.
export const metadata: Metadata = { title: 'Accept invitation', referrer: 'no-referrer' };

export default async function AcceptInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Join the team" subtitle="Choose your name and a password to finish your account.">
      <AcceptInviteForm token={token} />
    </AuthCard>
  );
}
