import clsx from 'clsx';
import Link from 'next/link';
import { LANDING_STATES, type LandingStateCode } from '@/lib/content/states';

/** Floating state selector on the state pages: plain links to /tx, /fl, /ny (no JavaScript needed). */
export function StateSelector({ current }: { current: LandingStateCode }) {
  return (
    <nav
      aria-label="Choose your state"
      className="site-float-above-consent fixed bottom-20 left-4 z-30 rounded-2xl bg-white/95 p-2 shadow-lg ring-1 ring-slate-200 backdrop-blur md:bottom-6"
    >
      <ul className="flex gap-1">
        {LANDING_STATES.map((s) => (
          <li key={s.code}>
            <Link
              href={s.path}
              aria-current={s.code === current ? 'page' : undefined}
              className={clsx(
                'block rounded-xl px-3 py-2 text-sm font-semibold',
                s.code === current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
