import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { AccountScreen } from '@/components/admin/account/account-client';

export const metadata: Metadata = { title: 'Account' };
export const dynamic = 'force-dynamic';

export default async function AccountPage() {
  if (!(await getPageSession())) redirect(ADMIN_ROUTES.signIn);
  return <AccountScreen />;
}
