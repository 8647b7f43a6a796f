import { landingState, type LandingStateCode } from '@/lib/content/states';
import { LandingPage } from './landing-page';

export function StateLanding({ code }: { code: LandingStateCode }) {
  return <LandingPage state={landingState(code)} />;
}
