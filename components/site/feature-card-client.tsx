'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';

export interface FeatureCardProps {
  id: string;
  title: string;
  summary: string;
  demo: { prompt: string; response: string[] };
}

function DemoTranscript({ demo }: Pick<FeatureCardProps, 'demo'>) {
  return (
    <>
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        <span className="font-semibold">You: </span>
        {demo.prompt}
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {demo.response.map((line) => (
          <li key={line} className="bg-brand-50 rounded-lg p-3 text-slate-800">
            {line}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A feature card: an article with its heading and summary, and one real trigger button whose `::after`
 * stretches over the whole card, so a click anywhere opens the larger demo dialog while the heading stays
 * in the page outline and the button's name stays short. The demo overlay appears on hover and keyboard
 * focus (CSS only). The text arrives already worded for the page (home or one state).
 */
export function FeatureCard({ id, title, summary, demo }: FeatureCardProps) {
  return (
    <Dialog.Root>
      <li className="group">
        <article className="focus-within:ring-brand-600 relative h-full overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 hover:shadow-md">
          <h3 className="text-navy-900 text-xl font-semibold">{title}</h3>
          <p className="mt-2 text-slate-700">{summary}</p>
          <Dialog.Trigger
            data-testid={`feature-${id}`}
            aria-label={`See it in action: ${title}`}
            className="text-brand-700 mt-4 inline-block cursor-pointer text-sm font-semibold outline-none after:absolute after:inset-0 after:content-['']"
          >
            See it in action
            <span aria-hidden="true"> →</span>
          </Dialog.Trigger>
          <div
            data-testid={`feature-${id}-overlay`}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex flex-col justify-center bg-white/95 p-6 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100"
          >
            <span className="text-brand-700 text-xs font-semibold tracking-wide uppercase">Demo</span>
            <span className="mt-2 text-sm font-medium text-slate-900">{demo.prompt}</span>
            <span className="mt-2 text-sm text-slate-700">{demo.response[0]}</span>
            <span className="text-brand-700 mt-3 text-xs font-semibold">Click for the full demo</span>
          </div>
        </article>
      </li>
      <Dialog.Portal>
        <Dialog.Overlay className="site-fade-in fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="site-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-navy-900 text-2xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-slate-700">{summary}</Dialog.Description>
          <div className="mt-6">
            <DemoTranscript demo={demo} />
          </div>
          <Dialog.Close className={buttonClass('secondary', 'md', 'mt-6')}>Close demo</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
