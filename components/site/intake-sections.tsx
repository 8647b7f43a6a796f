import { BRAND_NAME, HOURS_SAVED_PER_WEEK } from '@/lib/constants/site';

const STEPS = [
  {
    title: 'Intake',
    text: 'The AI receptionist answers every call, screens the matter and logs contact details, facts and conflicts for you.',
  },
  {
    title: 'Research',
    text: 'State-specific answers with citations from statutes, court rules and appellate opinions — checked, not guessed.',
  },
  {
    title: 'Drafting & deadlines',
    text: 'First drafts of motions, memos and letters, with every deadline calculated and on your calendar.',
  },
] as const;

/** The two intake/solution sections: the problem solo lawyers have, and the three workflow steps. */
export function IntakeSections() {
  return (
    <>
      <section className="bg-white py-20" aria-labelledby="problem-title">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
          <h2 id="problem-title" className="text-navy-900 text-3xl font-bold sm:text-4xl">
            Missed calls. Late nights. Deadlines on sticky notes.
          </h2>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-700">
            When you are in court, nobody answers the phone. When you are back, the research, the drafting and
            the calendar are waiting. Solo practice means doing the work of a whole firm — alone.
          </p>
        </div>
      </section>
      <section className="bg-slate-50 py-20" aria-labelledby="solution-title">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="solution-title" className="text-navy-900 text-center text-3xl font-bold sm:text-4xl">
            {BRAND_NAME} takes the whole workflow off your desk
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p className="text-brand-700 text-sm font-semibold">Step {i + 1}</p>
                <h3 className="text-navy-900 mt-2 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
                <p className="text-brand-700 mt-4 text-2xl font-bold">
                  {HOURS_SAVED_PER_WEEK[i]} hours{' '}
                  <span className="text-base font-medium text-slate-700">saved per week</span>
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
