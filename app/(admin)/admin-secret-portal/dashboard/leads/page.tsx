import type { Metadata } from 'next';
import { Suspense } from 'react';
import { requireAdminPage } from '@/lib/server/guards/page-session';
import { LeadsScreen } from '@/components/admin/leads/leads-client';
import { Spinner } from '@/components/admin/spinner';

export const metadata: Metadata = { title: 'Leads' };
export const dynamic = 'force-dynamic';

export default async function LeadsPage() {
  // The leads inbox is an admin's (the API answers an editor 403, and so does the screen).
  await requireAdminPage();
  // The screen reads its view from the query string (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <LeadsScreen />
    </Suspense>
  );
}
