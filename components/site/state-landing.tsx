import type { FooterSettings } from '@/lib/constants/settings';
import { landingState, type LandingStateCode } from '@/lib/content/states';
import { LandingPage } from './landing-page';

export function StateLanding({ code, settings }: { code: LandingStateCode; settings: FooterSettings }) {
  return <LandingPage state={landingState(code)} settings={settings} />;
}
