/** The 15 states of the state strip (spec.md "Other shapes"), in the spec's order. */
export const US_STATES = [
  { code: 'TX', name: 'Texas' },
  { code: 'FL', name: 'Florida' },
  { code: 'NY', name: 'New York' },
  { code: 'OH', name: 'Ohio' },
  { code: 'IL', name: 'Illinois' },
  { code: 'CA', name: 'California' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'GA', name: 'Georgia' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'MI', name: 'Michigan' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'MA', name: 'Massachusetts' },
] as const;

export type LandingStateCode = 'TX' | 'FL' | 'NY';

export interface LandingState {
  code: LandingStateCode;
  name: string;
  /** Route of the state's landing page, /{code in lower case}. */
  path: string;
  heroTitle: string;
  heroSubtitle: string;
  description: string;
}

/** What a client component needs to link to a state page; keeps the long hero texts out of client JS. */
export type LandingStateLink = Pick<LandingState, 'code' | 'name' | 'path'>;

/** The three state landing pages (spec.md "Landing pages"). Hero copy written for solo lawyers in each state. */
export const LANDING_STATES: readonly LandingState[] = [
  {
    code: 'TX',
    name: 'Texas',
    path: '/tx',
    heroTitle: 'The AI Legal Associate Built for Texas Solo Lawyers.',
    heroSubtitle:
      'Texas-specific research across the codes, the TRCP and Texas appellate opinions; drafts that follow local rules from Harris to Travis County — at solo-firm prices.',
    description:
      'AI legal associate for Texas lawyers: Texas research, drafting to the TRCP and local rules, an AI receptionist and deadline tracking for solo practices.',
  },
  {
    code: 'FL',
    name: 'Florida',
    path: '/fl',
    heroTitle: 'Your Florida AI Legal Associate—From Miami-Dade to the Panhandle.',
    heroSubtitle:
      'Research Florida Statutes and DCA opinions, draft to the Florida Rules of Civil Procedure and never miss a deadline on the e-Filing Portal — at solo-firm prices.',
    description:
      'AI legal associate for Florida lawyers: Florida Statutes and DCA research, drafting to the Florida Rules, an AI receptionist and deadlines for solo practices.',
  },
  {
    code: 'NY',
    name: 'New York',
    path: '/ny',
    heroTitle: 'The AI Legal Associate for New York Solo Practitioners.',
    heroSubtitle:
      'Research the CPLR and Appellate Division precedent, draft NYSCEF-ready motions and keep every return date in view — at solo-firm prices.',
    description:
      'AI legal associate for New York lawyers: CPLR and Appellate Division research, NYSCEF-ready drafting, an AI receptionist and deadlines for solo practices.',
  },
];

export function landingState(code: LandingStateCode): LandingState {
  const state = LANDING_STATES.find((s) => s.code === code);
  if (!state) throw new Error(`Unknown landing state ${code}`);
  return state;
}
