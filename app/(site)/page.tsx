import { LandingPage } from '@/components/site/landing-page';
import { SITE_PAGE_METADATA } from '@/lib/content/site-pages';
import { footerSettings } from '@/lib/server/settings';

export const dynamic = 'force-static';

export const metadata = SITE_PAGE_METADATA['/'];

export default async function HomePage() {
  return <LandingPage settings={await footerSettings()} />;
}
