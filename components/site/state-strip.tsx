import { LANDING_STATES, US_STATES } from '@/lib/content/states';

const LANDING_PATHS: ReadonlyMap<string, string> = new Map(LANDING_STATES.map((s) => [s.code, s.path]));

/**
 * The 15 states scrolling in a loop. Pure CSS (no JavaScript): the list is rendered twice so the
 * loop is seamless, the animation pauses on hover, and stands still for prefers-reduced-motion.
 */
export function StateStrip() {
  const item = (s: (typeof US_STATES)[number], copy: 'first' | 'hidden') => {
    const pill =
      'flex shrink-0 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-slate-200';
    const label = (
      <>
        <span className="text-brand-700 font-bold">{s.code}</span>
        <span className="text-slate-700">{s.name}</span>
      </>
    );
    // The states that have a landing page link to it, so /tx, /fl and /ny are reachable by crawlers.
    // The aria-hidden copy's links stay out of the tab order (a hidden focusable is an axe violation).
    const path = LANDING_PATHS.get(s.code);
    return (
      <li key={s.code} className="flex shrink-0">
        {path ? (
          <a
            href={path}
            className={`${pill} hover:ring-brand-300`}
            tabIndex={copy === 'hidden' ? -1 : undefined}
          >
            {label}
          </a>
        ) : (
          <span className={pill}>{label}</span>
        )}
      </li>
    );
  };
  return (
    <section
      aria-label="States we cover"
      className="overflow-hidden border-y border-slate-200 bg-slate-50 py-6"
    >
      {/* No gap between the two copies: each list carries its own trailing space (pr-4, the same as the
          gap between items), so the strip is exactly two list widths and -50% lands on one whole loop. */}
      <div className="site-marquee flex w-max" data-testid="state-strip">
        <ul className="flex gap-4 pr-4">{US_STATES.map((s) => item(s, 'first'))}</ul>
        <ul className="flex gap-4 pr-4" aria-hidden="true">
          {US_STATES.map((s) => item(s, 'hidden'))}
        </ul>
      </div>
    </section>
  );
}
