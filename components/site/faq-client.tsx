'use client';

import { useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FaqItem } from '@/lib/content/faq';

/**
 * FAQ accordion: one item open at a time, and the open one can be closed again. Each answer is in
 * the HTML (hidden until opened) so it is readable without JavaScript by crawlers; the buttons follow
 * the WAI-ARIA accordion pattern (aria-expanded, aria-controls, a labelled region).
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item, i) => {
        const open = openIndex === i;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`faq-${i}-trigger`}
                aria-expanded={open}
                aria-controls={`faq-${i}-panel`}
                data-state={open ? 'open' : 'closed'}
                onClick={() => setOpenIndex(open ? null : i)}
                className="group text-navy-900 flex w-full items-center justify-between gap-4 p-5 text-left font-semibold"
              >
                {item.question}
                <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </button>
            </h3>
            <div
              id={`faq-${i}-panel`}
              role="region"
              aria-labelledby={`faq-${i}-trigger`}
              hidden={!open}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
