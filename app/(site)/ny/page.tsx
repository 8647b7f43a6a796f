import { StateLanding } from '@/components/site/state-landing';
import { SITE_PAGE_METADATA } from '@/lib/content/site-pages';
import { footerSettings } from '@/lib/server/settings';

export const dynamic = 'force-static';
export const metadata = SITE_PAGE_METADATA['/ny'];

export default async function NewYorkPage() {
  return <StateLanding code="NY" settings={await footerSettings()} />;
}
