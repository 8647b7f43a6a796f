import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { AuthCard } from '@/components/admin/auth-card';
import { QueryProvider } from '@/components/admin/kit/query-provider';
import { RequiredTwoFactorSetup } from '@/components/admin/account/required-two-factor-setup';

export const metadata: Metadata = { title: 'Set up two-factor sign-in' };
export const dynamic = 'force-dynamic';

// Outside dashboard/**: the dashboard sends an account here while an admin requires 2FA and it has none.
export default async function TwoFactorSetupPage() {
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  if (session.twoFactor) redirect(ADMIN_ROUTES.dashboard);
  return (
    <AuthCard title="Set up two-factor sign-in" subtitle="An admin requires it for every account.">
      <QueryProvider>
        <RequiredTwoFactorSetup />
      </QueryProvider>
    </AuthCard>
  );
}
