import { LandingPage } from '@/components/site/landing-page';
import { DEFAULT_TITLE } from '@/lib/constants';
import { pageMetadata } from '@/lib/content/page-metadata';
import { HOME_DESCRIPTION } from '@/lib/content/site-copy';

export const dynamic = 'force-static';

export const metadata = pageMetadata({
  title: DEFAULT_TITLE,
  description: HOME_DESCRIPTION,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  return <LandingPage />;
}
