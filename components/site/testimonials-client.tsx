'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { StarIcon } from '@/components/ui/icons';
import {
  filterTestimonials,
  NO_TESTIMONIALS_TEXT,
  TESTIMONIAL_FILTERS,
  type Testimonial,
  type TestimonialFilter,
} from '@/lib/content/testimonials';

/** Testimonials with the All/TX/FL/NY filter, starting on the page's state. */
export function Testimonials({
  items,
  initialFilter,
}: {
  items: readonly Testimonial[];
  initialFilter: TestimonialFilter;
}) {
  const [filter, setFilter] = useState<TestimonialFilter>(initialFilter);
  const shown = filterTestimonials(items, filter);

  return (
    <>
      <div role="group" aria-label="Filter testimonials by state" className="mt-8 flex justify-center gap-2">
        {TESTIMONIAL_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={clsx(
              'rounded-full px-4 py-2 text-sm font-semibold ring-1',
              filter === f
                ? 'bg-brand-600 ring-brand-600 text-white'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {f === 'ALL' ? 'All' : f}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="mt-10 text-center text-slate-700">{NO_TESTIMONIALS_TEXT}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2" data-testid="testimonial-list">
          {shown.map((t) => (
            <li
              key={t.id}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              data-state={t.state}
            >
              {t.rating ? (
                <p className="flex text-amber-500" role="img" aria-label={`${t.rating} out of 5 stars`}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <StarIcon key={i} />
                  ))}
                </p>
              ) : null}
              <blockquote className="mt-3 text-slate-800">“{t.quote}”</blockquote>
              <p className="text-navy-900 mt-4 font-semibold">{t.name}</p>
              <p className="text-sm text-slate-600">
                {t.firm} · {t.state}
                {t.hasVideo ? ' · Video testimonial' : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
