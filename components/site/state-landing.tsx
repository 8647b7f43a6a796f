import type { Metadata } from 'next';
import { DEFAULT_TITLE } from '@/lib/constants';
import { pageMetadata } from '@/lib/content/page-metadata';
import { landingState, type LandingStateCode } from '@/lib/content/states';
import { LandingPage } from './landing-page';

/** Title 'AI legal associate for {state} lawyers' (SPEC 2) with the state's description and canonical URL. */
export function stateMetadata(code: LandingStateCode): Metadata {
  const state = landingState(code);
  return pageMetadata({
    title: `${DEFAULT_TITLE} for ${state.name} lawyers`,
    description: state.description,
    path: state.path,
    absoluteTitle: true,
  });
}

export function StateLanding({ code }: { code: LandingStateCode }) {
  return <LandingPage state={landingState(code)} />;
}
