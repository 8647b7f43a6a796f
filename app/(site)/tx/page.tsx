import { StateLanding } from '@/components/site/state-landing';
import { SITE_PAGE_METADATA } from '@/lib/content/site-pages';

export const dynamic = 'force-static';
export const metadata = SITE_PAGE_METADATA['/tx'];

export default function TexasPage() {
  return <StateLanding code="TX" />;
}
