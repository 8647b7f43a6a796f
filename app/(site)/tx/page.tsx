import { StateLanding, stateMetadata } from '@/components/site/state-landing';

export const dynamic = 'force-static';
export const metadata = stateMetadata('TX');

export default function TexasPage() {
  return <StateLanding code="TX" />;
}
