import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { ReportsScreen } from '@/components/admin/reports/reports-screen';
import { Spinner } from '@/components/admin/spinner';

export const metadata: Metadata = { title: 'Reports' };
export const dynamic = 'force-dynamic';

export default async function ReportsPage() {
  // Admins and editors alike: the API leaves the leads out for an editor. The layout has checked the
  // session; a page can render without its layout re-running, so check here too.
  if (!(await getPageSession())) redirect(ADMIN_ROUTES.signIn);
  // The screen reads its view from the query string (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <ReportsScreen />
    </Suspense>
  );
}
