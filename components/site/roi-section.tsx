import { RoiCalculator } from './roi-calculator-client';

export function RoiSection() {
  return (
    <section className="bg-slate-50 py-20" aria-labelledby="roi-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="roi-title" className="text-navy-900 text-center text-3xl font-bold sm:text-4xl">
          What is your time worth?
        </h2>
        <p className="mx-auto mt-4 mb-12 max-w-2xl text-center text-lg text-slate-700">
          Move the sliders to the hours your team would get back each week and see the value of that time.
        </p>
        <RoiCalculator />
      </div>
    </section>
  );
}
