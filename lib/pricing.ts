import { ANNUAL_DISCOUNT, PLAN_MONTHLY_PRICES, PLAN_USERS, type PlanId } from '@/lib/constants/pricing';

export type BillingPeriod = 'monthly' | 'annual';

/** Annual billing: the monthly price less 15%, rounded to whole dollars (spec.md "Pricing and ROI calculator"). */
export function annualMonthlyPrice(monthly: number): number {
  return Math.round(monthly * (1 - ANNUAL_DISCOUNT));
}

/** The per-month price shown for a plan in the chosen billing period. */
export function planPrice(plan: PlanId, period: BillingPeriod): number {
  const monthly = PLAN_MONTHLY_PRICES[plan];
  return period === 'annual' ? annualMonthlyPrice(monthly) : monthly;
}

/** The 'about $N per user' figure: the plan price over its included users, rounded. */
export function perUserPrice(plan: PlanId, period: BillingPeriod): number {
  return Math.round(planPrice(plan, period) / PLAN_USERS[plan]);
}
