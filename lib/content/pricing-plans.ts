import {
  EXTRA_USER_PRICE_PER_MONTH,
  PLAN_USERS,
  RECEPTIONIST_ADDON,
  RECEPTIONIST_MINUTES,
  SOLO_DRAFTS_PER_MONTH,
  SOLO_PRACTICE_AREAS,
  SOLO_RESEARCH_QUERIES_PER_MONTH,
  type PlanId,
} from '@/lib/constants/pricing';

export interface PricingPlan {
  id: PlanId;
  name: string;
  subtitle: string;
  /** A lead-in above the feature list, e.g. so a higher plan reads as a superset of the one below. */
  featuresIntro?: string;
  features: string[];
  popular: boolean;
  cta: 'Start free trial' | 'Contact sales';
}

/** The three plans of spec.md "Pricing and ROI calculator"; prices come from lib/pricing.ts. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'solo',
    name: 'Solo',
    subtitle: 'For the solo practitioner getting started',
    features: [
      `${PLAN_USERS.solo} users`,
      `${SOLO_RESEARCH_QUERIES_PER_MONTH} research queries per month`,
      `${SOLO_DRAFTS_PER_MONTH} drafts per month`,
      `One practice area: ${SOLO_PRACTICE_AREAS.join(', ').replace(/, ([^,]*)$/, ' or $1')}`,
      `AI receptionist add-on: $${RECEPTIONIST_ADDON.pricePerMonth}/month for ${RECEPTIONIST_ADDON.minutes} minutes`,
      `Extra user: $${EXTRA_USER_PRICE_PER_MONTH}/month`,
    ],
    popular: false,
    cta: 'Start free trial',
  },
  {
    id: 'team',
    name: 'Team',
    subtitle: 'For small firms that want everything',
    features: [
      `${PLAN_USERS.team} users`,
      'All practice areas',
      'Unlimited research and drafts (fair use applies)',
      `AI receptionist: ${RECEPTIONIST_MINUTES.team} minutes per month`,
    ],
    popular: true,
    cta: 'Start free trial',
  },
  {
    id: 'scale',
    name: 'Scale',
    subtitle: 'For growing firms with custom needs',
    featuresIntro: 'Everything in Team, plus:',
    features: [
      `${PLAN_USERS.scale} users`,
      `AI receptionist: ${RECEPTIONIST_MINUTES.scale} minutes per month`,
      'Custom API integration',
      'Dedicated onboarding and support',
      'Priority access to new jurisdictions',
    ],
    popular: false,
    cta: 'Contact sales',
  },
];

/** Rows of the 'Compare Features' table: one value per plan, in plan order. */
export const COMPARE_ROWS: readonly { label: string; values: Record<PlanId, string> }[] = [
  {
    label: 'Users included',
    values: { solo: String(PLAN_USERS.solo), team: String(PLAN_USERS.team), scale: String(PLAN_USERS.scale) },
  },
  {
    label: 'Research queries',
    values: {
      solo: `${SOLO_RESEARCH_QUERIES_PER_MONTH} / month`,
      team: 'Unlimited (fair use)',
      scale: 'Unlimited (fair use)',
    },
  },
  {
    label: 'Drafts',
    values: {
      solo: `${SOLO_DRAFTS_PER_MONTH} / month`,
      team: 'Unlimited (fair use)',
      scale: 'Unlimited (fair use)',
    },
  },
  { label: 'Practice areas', values: { solo: 'One', team: 'All', scale: 'All' } },
  {
    label: 'AI receptionist',
    values: {
      solo: `Add-on: $${RECEPTIONIST_ADDON.pricePerMonth}/month, ${RECEPTIONIST_ADDON.minutes} min`,
      team: `${RECEPTIONIST_MINUTES.team} min / month`,
      scale: `${RECEPTIONIST_MINUTES.scale} min / month`,
    },
  },
  {
    label: 'Extra users',
    values: { solo: `$${EXTRA_USER_PRICE_PER_MONTH}/month each`, team: 'Contact us', scale: 'Contact us' },
  },
  { label: 'Custom API integration', values: { solo: '—', team: '—', scale: 'Included' } },
  { label: 'Dedicated onboarding and support', values: { solo: '—', team: '—', scale: 'Included' } },
  { label: 'Priority access to new jurisdictions', values: { solo: '—', team: '—', scale: 'Included' } },
];
