import type { LandingStateCode } from './states';

export interface Testimonial {
  id: string;
  name: string;
  firm: string;
  state: LandingStateCode;
  quote: string;
  hasVideo?: boolean;
  rating?: 5;
}

/**
 * SAMPLE CONTENT. These testimonials are illustrative placeholders written for the site's launch;
 * the people and firms are fictional. Replace them with real, consented customer quotes before
 * promoting the site. The page labels them as samples.
 */
export const TESTIMONIALS_ARE_SAMPLES = true;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'tx-1',
    name: 'Maria Delgado',
    firm: 'Delgado Family Law, San Antonio',
    state: 'TX',
    quote:
      'It drafted a TRCP-compliant motion while I was in a hearing. I reviewed it on my phone and filed before lunch.',
    rating: 5,
  },
  {
    id: 'tx-2',
    name: 'James Whitfield',
    firm: 'Whitfield Injury Law, Houston',
    state: 'TX',
    quote: 'The receptionist caught three new PI calls in one week that would have gone to voicemail.',
    hasVideo: true,
    rating: 5,
  },
  {
    id: 'fl-1',
    name: 'Andrea Castillo',
    firm: 'Castillo Law Group, Miami',
    state: 'FL',
    quote:
      'Research that used to take an evening now takes minutes, with Florida DCA citations I can verify.',
    rating: 5,
  },
  {
    id: 'fl-2',
    name: 'Robert Nguyen',
    firm: 'Nguyen Criminal Defense, Orlando',
    state: 'FL',
    quote: 'Deadlines computed under the Florida Rules and on my calendar automatically. I sleep better.',
    rating: 5,
  },
  {
    id: 'ny-1',
    name: 'Priya Raman',
    firm: 'Raman Legal PLLC, Brooklyn',
    state: 'NY',
    quote: 'It knows the CPLR. Motion papers come back formatted for NYSCEF and ready for my review.',
    hasVideo: true,
    rating: 5,
  },
  {
    id: 'ny-2',
    name: 'Daniel Cohen',
    firm: 'Cohen & Associates, Albany',
    state: 'NY',
    quote:
      'As a solo I finally have an associate, a paralegal and a receptionist for less than one billable hour a week.',
    rating: 5,
  },
];

export const TESTIMONIAL_FILTERS = ['ALL', 'TX', 'FL', 'NY'] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];
export const NO_TESTIMONIALS_TEXT = 'No testimonials available for the selected state.';

export function filterTestimonials(items: readonly Testimonial[], filter: TestimonialFilter): Testimonial[] {
  return filter === 'ALL' ? [...items] : items.filter((t) => t.state === filter);
}
