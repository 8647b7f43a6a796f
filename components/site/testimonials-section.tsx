import type { LandingState } from '@/lib/content/states';
import { TESTIMONIALS } from '@/lib/content/testimonials';
import { Testimonials } from './testimonials-client';

/** State pages' testimonials (sample content, labelled as such). */
export function TestimonialsSection({ state }: { state: LandingState }) {
  return (
    <section className="bg-white py-20" aria-labelledby="testimonials-title">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-navy-900 text-center text-3xl font-bold sm:text-4xl">
          What {state.name} lawyers say
        </h2>
        <p className="mt-2 text-center text-sm text-slate-600">
          Sample testimonials, shown for illustration.
        </p>
        <Testimonials items={TESTIMONIALS} initialFilter={state.code} />
      </div>
    </section>
  );
}
