import { StateLanding, stateMetadata } from '@/components/site/state-landing';

export const dynamic = 'force-static';
export const metadata = stateMetadata('NY');

export default function NewYorkPage() {
  return <StateLanding code="NY" />;
}
