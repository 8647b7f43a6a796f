import { ADMIN_BURDEN_PERCENT, AI_ADOPTION_RISE_PERCENT, COST_SAVINGS_PERCENT } from '@/lib/constants/site';

/** Industry-trends section: the spec's marketing figures (the 78% burden is informational only). */
export function IndustryTrends() {
  const stats = [
    { value: `${AI_ADOPTION_RISE_PERCENT}%`, label: 'rise in AI adoption among solo practices' },
    {
      value: `${ADMIN_BURDEN_PERCENT}%`,
      label: 'of a solo lawyer’s week lost to administrative work',
      note: 'Informational only',
    },
    { value: `${COST_SAVINGS_PERCENT}%`, label: 'cost savings compared with enterprise legal AI' },
  ];
  return (
    <section className="bg-navy-900 py-20 text-white" aria-labelledby="trends-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="trends-title" className="text-center text-3xl font-bold sm:text-4xl">
          Solo practices are moving to AI
        </h2>
        <dl className="mt-12 grid gap-8 text-center md:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <dt className="text-slate-200">{s.label}</dt>
              <dd className="text-brand-100 order-first text-5xl font-extrabold">{s.value}</dd>
              {s.note ? (
                <dd className="mt-2 text-xs tracking-wide text-slate-300 uppercase">{s.note}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
