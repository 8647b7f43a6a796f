import { StateLanding, stateMetadata } from '@/components/site/state-landing';

export const dynamic = 'force-static';
export const metadata = stateMetadata('FL');

export default function FloridaPage() {
  return <StateLanding code="FL" />;
}
