'use client';

import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog-client';

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
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <li className="group">
      <article className="focus-within:ring-brand-600 relative h-full overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 hover:shadow-md">
        <h3 className="text-navy-900 text-xl font-semibold">{title}</h3>
        <p className="mt-2 text-slate-700">{summary}</p>
        <button
          type="button"
          data-testid={`feature-${id}`}
          aria-label={`See it in action: ${title}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="text-brand-700 mt-4 inline-block cursor-pointer text-sm font-semibold outline-none after:absolute after:inset-0 after:content-['']"
        >
          See it in action
          <span aria-hidden="true"> →</span>
        </button>
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
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy={`feature-${id}-title`}
        describedBy={`feature-${id}-summary`}
        className="site-fade-in m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 focus:outline-none"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`feature-${id}-title`} className="text-navy-900 text-2xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label="Close"
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          <p id={`feature-${id}-summary`} className="mt-2 text-slate-700">
            {summary}
          </p>
          <div className="mt-6">
            <DemoTranscript demo={demo} />
          </div>
          <button type="button" className={buttonClass('secondary', 'md', 'mt-6')} onClick={close}>
            Close demo
          </button>
        </div>
      </ModalDialog>
    </li>
  );
}
