import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { LeadsScreen } from '@/components/admin/leads/leads-client';
import { Spinner } from '@/components/admin/spinner';

export const metadata: Metadata = { title: 'Leads' };
export const dynamic = 'force-dynamic';

export default async function LeadsPage() {
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  // The leads inbox is an admin's (the API answers an editor 403): an editor is sent back.
  if (session.role !== 'admin') redirect(ADMIN_ROUTES.dashboard);
  // The screen reads its view from the query string (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <LeadsScreen />
    </Suspense>
  );
}
