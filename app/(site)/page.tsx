import { LandingPage } from '@/components/site/landing-page';
import { SITE_PAGE_METADATA } from '@/lib/content/site-pages';

export const dynamic = 'force-static';

export const metadata = SITE_PAGE_METADATA['/'];

export default function HomePage() {
  return <LandingPage />;
}
