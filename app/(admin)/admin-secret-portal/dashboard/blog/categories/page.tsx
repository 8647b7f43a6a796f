import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { getCategories } from '@/lib/server/categories';
import { CategoriesScreen } from '@/components/admin/categories/categories-client';

export const metadata: Metadata = { title: 'Categories' };
export const dynamic = 'force-dynamic';

export default async function CategoriesPage() {
  // A page can render without its layout re-running (client navigation), so it checks the session too.
  if (!(await getPageSession())) redirect(ADMIN_ROUTES.signIn);
  return <CategoriesScreen initial={await getCategories()} />;
}
