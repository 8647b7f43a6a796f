import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { GalleryScreen } from '@/components/admin/images/gallery-client';

export const metadata: Metadata = { title: 'Image Gallery' };
export const dynamic = 'force-dynamic';

export default async function ImagesPage() {
  // A page can render without its layout re-running (client navigation), so it checks the session too.
  if (!(await getPageSession())) redirect(ADMIN_ROUTES.signIn);
  return <GalleryScreen />;
}
