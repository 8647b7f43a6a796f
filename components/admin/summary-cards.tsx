export interface SummaryCard {
  label: string;
  value: string;
  hint: string;
  tone?: 'ok' | 'bad';
}

export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-600">{card.label}</p>
          <p
            className={`mt-2 text-3xl font-semibold ${
              card.tone === 'bad' ? 'text-red-700' : card.tone === 'ok' ? 'text-green-700' : 'text-slate-900'
            }`}
          >
            {card.value}
          </p>
          <p className="mt-1 text-xs text-slate-500">{card.hint}</p>
        </li>
      ))}
    </ul>
  );
}
