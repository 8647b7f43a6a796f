import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { TranslationsClient } from '@/components/admin/translations/translations-client';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';

export const metadata: Metadata = { title: 'Translations' };

export default async function TranslationsPage() {
  // The layout has checked already; a page can render without its layout re-running, so check here too.
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  return (
    <Suspense>
      <TranslationsClient adminName={session.user.name} />
    </Suspense>
  );
}
