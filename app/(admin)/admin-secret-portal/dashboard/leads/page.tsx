import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants';
import { getPageSession } from '@/lib/server/auth/page-session';
import { LeadsScreen } from '@/components/admin/leads/leads-client';
import { Spinner } from '@/components/admin/spinner';

export const metadata: Metadata = { title: 'Leads' };
export const dynamic = 'force-dynamic';

export default async function LeadsPage() {
  if (!(await getPageSession())) redirect(ADMIN_ROUTES.signIn);
  // The screen reads its view from the query string (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <LeadsScreen />
    </Suspense>
  );
}
