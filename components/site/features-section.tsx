import { FEATURES, featureDemo } from '@/lib/content/features';
import { FeatureCard } from './feature-card-client';

/** Core features (anchor #features). The state name is filled into the demos on the server. */
export function FeaturesSection({ stateName }: { stateName?: string }) {
  return (
    <section id="features" className="scroll-mt-20 bg-white py-20" aria-labelledby="features-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-navy-900 text-center text-3xl font-bold sm:text-4xl">
          Everything a solo practice needs
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
          Hover or focus a card for a quick demo; open it to see the whole exchange.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <FeatureCard
              key={f.id}
              id={f.id}
              title={f.title}
              summary={f.summary}
              demo={featureDemo(f, stateName)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
