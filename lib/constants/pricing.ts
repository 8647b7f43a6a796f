/** Plans, prices and the ROI calculator. One source of truth: import from here, never repeat a value. */
/** Public marketing site (issue 3: home, state pages, login coming-soon, security, public forms). */
export const ROI_SLIDER = { min: 0, max: 40, step: 1 } as const;
export const ROI_ROLES = ['attorney', 'paralegal', 'assistant'] as const;
export type RoiRole = (typeof ROI_ROLES)[number];
export const ROI_DEFAULT_WEEKLY_HOURS: Readonly<Record<RoiRole, number>> = {
  attorney: 4,
  paralegal: 6,
  assistant: 3,
};
export const ROI_HOURLY_RATES: Readonly<Record<RoiRole, number>> = {
  attorney: 250,
  paralegal: 40,
  assistant: 30,
};
export const ROI_WEEKS_PER_MONTH = 4;
export const MONTHS_PER_YEAR = 12;
export const ROI_PROGRESS_FULL_MONTHLY_HOURS = 480;
export const ROI_EMAIL_ALERT = 'Email functionality coming soon!';
export const ENTERPRISE_COMPARISON = {
  enterprisePerUser: 199,
  ourPrice: 99,
  ourUsers: 2,
  savingsPercent: 75,
} as const;
export type PlanId = 'solo' | 'team' | 'scale';
export const PLAN_MONTHLY_PRICES: Readonly<Record<PlanId, number>> = { solo: 99, team: 199, scale: 299 };
export const PLAN_USERS: Readonly<Record<PlanId, number>> = { solo: 2, team: 5, scale: 10 };
export const ANNUAL_DISCOUNT = 0.15;
export const ANNUAL_TOGGLE_LABEL = 'Annual (-15%)';
export const SOLO_RESEARCH_QUERIES_PER_MONTH = 50;
export const SOLO_DRAFTS_PER_MONTH = 20;
export const SOLO_PRACTICE_AREAS = ['personal injury', 'family', 'criminal'] as const;
export const RECEPTIONIST_ADDON = { pricePerMonth: 29, minutes: 100 } as const;
export const EXTRA_USER_PRICE_PER_MONTH = 29;
export const RECEPTIONIST_MINUTES: Readonly<Record<'team' | 'scale', number>> = { team: 250, scale: 500 };
