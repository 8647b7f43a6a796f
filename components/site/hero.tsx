import Link from 'next/link';
import { CheckIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { HERO_DEFAULTS } from '@/lib/content/site-copy';

/** The landing hero: customizable title and subtitle (state pages pass their own). */
export function Hero({
  title = HERO_DEFAULTS.title,
  subtitle = HERO_DEFAULTS.subtitle,
}: {
  title?: string;
  subtitle?: string;
}) {
  return (
    <section
      className="from-brand-50 bg-linear-to-b to-white pt-32 pb-16 sm:pt-40"
      aria-labelledby="hero-title"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Highlights">
          {HERO_DEFAULTS.badges.map((badge) => (
            <li
              key={badge}
              className="text-brand-700 ring-brand-100 rounded-full bg-white px-3 py-1 text-sm font-medium shadow-sm ring-1"
            >
              {badge}
            </li>
          ))}
        </ul>
        <h1
          id="hero-title"
          className="text-navy-900 mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 sm:text-xl">{subtitle}</p>
        <p className="text-brand-700 mt-4 text-lg font-semibold">{HERO_DEFAULTS.tagline}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/login" className={buttonClass('primary', 'lg')}>
            {HERO_DEFAULTS.primaryCta}
          </Link>
          <Link href="/login" className={buttonClass('secondary', 'lg')}>
            {HERO_DEFAULTS.secondaryCta}
          </Link>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
          {HERO_DEFAULTS.assurances.map((item) => (
            <li key={item} className="flex items-center gap-1">
              <CheckIcon className="h-4 w-4 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
