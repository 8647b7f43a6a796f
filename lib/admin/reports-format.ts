/** Leads per visitor as a percentage with one decimal (0 without visitors), for the screen and its CSV. */
export function conversionRate(leads: number, visitors: number): number {
  return visitors > 0 ? Math.round((leads / visitors) * 1000) / 10 : 0;
}

/** The dashboard's "Readers this week" hint: the change against the 7 days before, in words. */
export function readersTrend({ visitors, previous }: { visitors: number; previous: number }): string {
  if (previous === 0)
    return visitors === 0 ? 'No readers counted in the last 14 days' : 'None counted the week before';
  const change = Math.round(((visitors - previous) / previous) * 100);
  if (change === 0) return 'Same as the week before';
  return `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} % on the week before (${previous})`;
}
