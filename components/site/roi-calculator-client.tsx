'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  ENTERPRISE_COMPARISON,
  ROI_DEFAULT_WEEKLY_HOURS,
  ROI_EMAIL_ALERT,
  ROI_HOURLY_RATES,
  ROI_ROLES,
  ROI_SLIDER,
  type RoiRole,
} from '@/lib/constants/pricing';
import { clampWeeklyHours, computeRoi, formatUsd, type RoiInputs } from '@/lib/roi';

const ROLE_LABELS: Record<RoiRole, string> = {
  attorney: 'Attorney',
  paralegal: 'Paralegal',
  assistant: 'Legal assistant',
};

/** The ROI calculator: three sliders and the values lib/roi.ts computes from them. */
export function RoiCalculator() {
  const [hours, setHours] = useState<RoiInputs>({ ...ROI_DEFAULT_WEEKLY_HOURS });
  const roi = computeRoi(hours);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-navy-900 text-lg font-semibold">Hours saved per week</h3>
        {ROI_ROLES.map((role) => {
          const id = `roi-${role}`;
          return (
            <div key={role}>
              <div className="flex items-baseline justify-between">
                <label htmlFor={id} className="font-medium text-slate-800">
                  {ROLE_LABELS[role]}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({formatUsd(ROI_HOURLY_RATES[role])}/hour)
                  </span>
                </label>
                <output htmlFor={id} className="text-brand-700 font-semibold" data-testid={`${id}-hours`}>
                  {hours[role]} h/week
                </output>
              </div>
              <input
                id={id}
                type="range"
                min={ROI_SLIDER.min}
                max={ROI_SLIDER.max}
                step={ROI_SLIDER.step}
                value={hours[role]}
                onChange={(e) =>
                  setHours((h) => ({ ...h, [role]: clampWeeklyHours(Number(e.target.value)) }))
                }
                className="accent-brand-600 mt-2 w-full"
              />
              <p className="mt-1 text-sm text-slate-600" data-testid={`${id}-value`}>
                {roi.roles[role].monthlyHours} h/month · {formatUsd(roi.roles[role].monthlyValue)}/month
              </p>
            </div>
          );
        })}
      </div>

      <div className="bg-navy-900 space-y-6 rounded-2xl p-6 text-white">
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-slate-300">Monthly value</dt>
            <dd className="text-3xl font-bold" data-testid="roi-monthly">
              {formatUsd(roi.totalMonthlyValue)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-300">Annual value</dt>
            <dd className="text-3xl font-bold" data-testid="roi-annual">
              {formatUsd(roi.totalAnnualValue)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-300">Hours back per month</dt>
            <dd className="text-2xl font-semibold" data-testid="roi-monthly-hours">
              {roi.totalMonthlyHours}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-300">Hours back per week</dt>
            <dd className="text-2xl font-semibold" data-testid="roi-weekly-hours">
              {roi.weeklyHours}
            </dd>
          </div>
        </dl>
        <div>
          <div className="flex justify-between text-sm text-slate-300">
            <span id="roi-progress-label">Share of a full month reclaimed</span>
            <span>{Math.round(roi.progressPercent)}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="roi-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(roi.progressPercent)}
            className="mt-2 h-3 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="bg-brand-500 h-full rounded-full transition-[width]"
              style={{ width: `${roi.progressPercent}%` }}
            />
          </div>
        </div>
        <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10" data-testid="enterprise-comparison">
          <p className="text-sm text-slate-300">Compared with enterprise legal AI</p>
          <p className="mt-1">
            Enterprise tools: <strong>{formatUsd(ENTERPRISE_COMPARISON.enterprisePerUser)} per user</strong> ·
            Us:{' '}
            <strong>
              {formatUsd(ENTERPRISE_COMPARISON.ourPrice)} for {ENTERPRISE_COMPARISON.ourUsers} users
            </strong>
          </p>
          <p className="mt-1 text-2xl font-bold text-green-300">
            {ENTERPRISE_COMPARISON.savingsPercent}% savings
          </p>
        </div>
        <Button size="lg" onClick={() => window.alert(ROI_EMAIL_ALERT)}>
          Email me this savings report
        </Button>
      </div>
    </div>
  );
}
