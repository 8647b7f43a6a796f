'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FaqItem } from '@/lib/content/faq';

/** FAQ accordion: one item open at a time, and the open one can be closed again (Radix Accordion). */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`faq-${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group text-navy-900 flex w-full items-center justify-between gap-4 p-5 text-left font-semibold">
                {item.question}
                <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
