import { ROI_DEFAULT_WEEKLY_HOURS } from '@/lib/constants/pricing';
import { clampWeeklyHours, computeRoi, formatUsd } from '@/lib/roi';

describe('ROI calculator arithmetic', () => {
  it('computes the defaults 4/6/3 at $250/$40/$30: 52 h and $5,320 a month, $63,840 a year', () => {
    const roi = computeRoi(ROI_DEFAULT_WEEKLY_HOURS);
    expect(roi.roles.attorney).toEqual({
      weeklyHours: 4,
      monthlyHours: 16,
      monthlyValue: 4000,
      annualValue: 48000,
    });
    expect(roi.roles.paralegal).toEqual({
      weeklyHours: 6,
      monthlyHours: 24,
      monthlyValue: 960,
      annualValue: 11520,
    });
    expect(roi.roles.assistant).toEqual({
      weeklyHours: 3,
      monthlyHours: 12,
      monthlyValue: 360,
      annualValue: 4320,
    });
    expect(roi.totalMonthlyHours).toBe(52);
    expect(roi.totalMonthlyValue).toBe(5320);
    expect(roi.totalAnnualValue).toBe(63840);
    expect(roi.weeklyHours).toBe(13);
    expect(roi.progressPercent).toBeCloseTo((52 / 480) * 100, 10);
  });

  it('caps the progress bar at 100% once the total passes 480 monthly hours', () => {
    const roi = computeRoi({ attorney: 40, paralegal: 40, assistant: 40 });
    expect(roi.totalMonthlyHours).toBe(480);
    expect(roi.progressPercent).toBe(100);
    expect(computeRoi({ attorney: 40, paralegal: 40, assistant: 39 }).progressPercent).toBeCloseTo(
      (476 / 480) * 100,
      10,
    );
  });

  it('reports zero everything when every slider is at 0', () => {
    const roi = computeRoi({ attorney: 0, paralegal: 0, assistant: 0 });
    expect(roi).toMatchObject({
      totalMonthlyHours: 0,
      totalMonthlyValue: 0,
      totalAnnualValue: 0,
      progressPercent: 0,
      weeklyHours: 0,
    });
  });

  it('shows weekly hours as the monthly total divided by 4, rounded', () => {
    // Monthly totals are weekly × 4, so dividing back by 4 gives the weekly sum.
    expect(computeRoi({ attorney: 1, paralegal: 2, assistant: 0 }).weeklyHours).toBe(3);
    expect(computeRoi({ attorney: 17, paralegal: 0, assistant: 5 }).weeklyHours).toBe(22);
  });

  it('clamps slider values to integers from 0 to 40', () => {
    expect(clampWeeklyHours(-3)).toBe(0);
    expect(clampWeeklyHours(41)).toBe(40);
    expect(clampWeeklyHours(7.6)).toBe(8);
    expect(clampWeeklyHours(Number.NaN)).toBe(0);
    expect(computeRoi({ attorney: 99, paralegal: -1, assistant: 2.4 }).roles).toMatchObject({
      attorney: { weeklyHours: 40 },
      paralegal: { weeklyHours: 0 },
      assistant: { weeklyHours: 2 },
    });
  });

  it('formats whole US dollars', () => {
    expect(formatUsd(63840)).toBe('$63,840');
    expect(formatUsd(0)).toBe('$0');
  });
});
