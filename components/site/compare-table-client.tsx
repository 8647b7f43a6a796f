'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { COMPARE_ROWS, PRICING_PLANS } from '@/lib/content/pricing-plans';

/** The 'Compare Features' table: collapsed by default, toggled by its button. */
export function CompareTable() {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-12 text-center">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls="compare-features"
        onClick={() => setOpen((o) => !o)}
      >
        Compare Features
        <ChevronDownIcon className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <div id="compare-features" hidden={!open} className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-slate-200">
          <caption className="sr-only">Features by plan</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="p-4 font-semibold text-slate-700">
                Feature
              </th>
              {PRICING_PLANS.map((p) => (
                <th key={p.id} scope="col" className="text-navy-900 p-4 font-semibold">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="p-4 font-medium text-slate-800">
                  {row.label}
                </th>
                {PRICING_PLANS.map((p) => (
                  <td key={p.id} className="p-4 text-slate-700">
                    {row.values[p.id]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
