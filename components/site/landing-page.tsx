import type { FooterSettings } from '@/lib/constants/settings';
import type { LandingState } from '@/lib/content/states';
import { CtaBand } from './cta-band';
import { FeaturesSection } from './features-section';
import { HashScroll } from './hash-scroll-client';
import { Hero } from './hero';
import { IndustryTrends } from './industry-trends';
import { IntakeSections } from './intake-sections';
import { PhoneButton } from './phone-button';
import { PricingSection } from './pricing-section';
import { RoiSection } from './roi-section';
import { SecuritySection } from './security-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StateSelector } from './state-selector';
import { StateStrip } from './state-strip';
import { TestimonialsSection } from './testimonials-section';

/** The home page, or a state page when `state` is given (spec.md "Landing pages": same sections, state-specific parts). */
export function LandingPage({ state, settings }: { state?: LandingState; settings: FooterSettings }) {
  return (
    <>
      <SiteHeader stateCode={state?.code} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero title={state?.heroTitle} subtitle={state?.heroSubtitle} />
        <StateStrip />
        <IntakeSections />
        <FeaturesSection stateName={state?.name} />
        <RoiSection />
        <IndustryTrends />
        {state ? <TestimonialsSection state={state} /> : null}
        <PricingSection contact={settings.contact} />
        <SecuritySection />
        <CtaBand />
      </main>
      <SiteFooter settings={settings} />
      <PhoneButton contact={settings.contact} />
      {state ? <StateSelector current={state.code} /> : null}
      <HashScroll />
    </>
  );
}
