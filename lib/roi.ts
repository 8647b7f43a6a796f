import {
  MONTHS_PER_YEAR,
  ROI_HOURLY_RATES,
  ROI_PROGRESS_FULL_MONTHLY_HOURS,
  ROI_ROLES,
  ROI_SLIDER,
  ROI_WEEKS_PER_MONTH,
  type RoiRole,
} from '@/lib/constants/pricing';

export type RoiInputs = Record<RoiRole, number>;

interface RoiRoleResult {
  weeklyHours: number;
  monthlyHours: number;
  monthlyValue: number;
  annualValue: number;
}

export interface RoiResult {
  roles: Record<RoiRole, RoiRoleResult>;
  totalMonthlyHours: number;
  totalMonthlyValue: number;
  totalAnnualValue: number;
  /** Share of the 480-hour reference month, 0–100. */
  progressPercent: number;
  /** Total monthly hours back on a weekly basis, rounded. */
  weeklyHours: number;
}

/** A slider value as the calculator accepts it: an integer within 0–40 (anything else is clamped). */
export function clampWeeklyHours(value: number): number {
  if (!Number.isFinite(value)) return ROI_SLIDER.min;
  return Math.min(ROI_SLIDER.max, Math.max(ROI_SLIDER.min, Math.round(value)));
}

/** The ROI calculator's arithmetic (spec.md "Pricing and ROI calculator"). */
export function computeRoi(inputs: RoiInputs): RoiResult {
  const roles = {} as Record<RoiRole, RoiRoleResult>;
  let totalMonthlyHours = 0;
  let totalMonthlyValue = 0;
  for (const role of ROI_ROLES) {
    const weeklyHours = clampWeeklyHours(inputs[role]);
    const monthlyHours = weeklyHours * ROI_WEEKS_PER_MONTH;
    const monthlyValue = monthlyHours * ROI_HOURLY_RATES[role];
    roles[role] = { weeklyHours, monthlyHours, monthlyValue, annualValue: monthlyValue * MONTHS_PER_YEAR };
    totalMonthlyHours += monthlyHours;
    totalMonthlyValue += monthlyValue;
  }
  return {
    roles,
    totalMonthlyHours,
    totalMonthlyValue,
    totalAnnualValue: totalMonthlyValue * MONTHS_PER_YEAR,
    progressPercent: Math.min(100, (totalMonthlyHours / ROI_PROGRESS_FULL_MONTHLY_HOURS) * 100),
    weeklyHours: Math.round(totalMonthlyHours / ROI_WEEKS_PER_MONTH),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars, e.g. $12,480. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
