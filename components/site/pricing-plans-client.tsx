'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { ANNUAL_TOGGLE_LABEL } from '@/lib/constants/pricing';
import { PRICING_PLANS } from '@/lib/content/pricing-plans';
import { perUserPrice, planPrice, type BillingPeriod } from '@/lib/pricing';

/** Monthly/annual toggle (monthly by default) and the three plan cards. */
export function PricingPlans() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const toggle = (value: BillingPeriod, label: string) => (
    <button
      type="button"
      aria-pressed={period === value}
      onClick={() => setPeriod(value)}
      className={clsx(
        'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
        period === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );

  return (
    <>
      <div className="mt-8 flex justify-center">
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200"
        >
          {toggle('monthly', 'Monthly')}
          {toggle('annual', ANNUAL_TOGGLE_LABEL)}
        </div>
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <li
            key={plan.id}
            data-testid={`plan-${plan.id}`}
            className={clsx(
              'relative flex flex-col rounded-2xl bg-white p-8 shadow-sm',
              plan.popular ? 'ring-brand-600 ring-2' : 'ring-1 ring-slate-200',
            )}
          >
            {plan.popular ? (
              <p className="bg-brand-600 absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold text-white">
                Most Popular
              </p>
            ) : null}
            <h3 className="text-navy-900 text-xl font-semibold">{plan.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{plan.subtitle}</p>
            <p className="mt-6">
              <span className="text-navy-900 text-4xl font-extrabold" data-testid={`plan-${plan.id}-price`}>
                ${planPrice(plan.id, period)}
              </span>
              <span className="text-slate-600">/month</span>
            </p>
            <p className="mt-1 text-sm text-slate-600" data-testid={`plan-${plan.id}-per-user`}>
              about ${perUserPrice(plan.id, period)} per user{period === 'annual' ? ', billed annually' : ''}
            </p>
            {plan.featuresIntro ? (
              <p className="text-navy-900 mt-6 text-sm font-semibold">{plan.featuresIntro}</p>
            ) : null}
            <ul
              className={clsx(
                'flex-1 space-y-3 text-sm text-slate-800',
                plan.featuresIntro ? 'mt-3' : 'mt-6',
              )}
            >
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon className="text-brand-600 h-5 w-5 shrink-0" />
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              href="/login"
              className={buttonClass(plan.popular ? 'primary' : 'secondary', 'md', 'mt-8 w-full')}
            >
              {plan.cta}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
