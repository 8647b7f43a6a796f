import { readReportView, reportApiQuery, reportViewQuery } from '@/components/admin/reports/report-view';

const view = (q: string) => readReportView(new URLSearchParams(q));
const NOW = new Date('2026-03-10T18:00:00Z');

describe('the Reports view in the URL', () => {
  it('defaults to the last 30 days of every market, with a plain URL', () => {
    expect(view('')).toEqual({ kind: 'preset', days: 30, market: null });
    expect(reportViewQuery(view(''))).toBe('');
    expect(reportApiQuery(view(''), NOW)).toBe('from=2026-02-09&to=2026-03-10');
  });

  it('reads a preset and a market, and ignores what it does not know', () => {
    expect(view('days=7&market=be-fr')).toEqual({ kind: 'preset', days: 7, market: 'be-fr' });
    expect(reportApiQuery(view('days=7&market=be-fr'), NOW)).toBe(
      'from=2026-03-04&to=2026-03-10&market=be-fr',
    );
    expect(view('days=12&market=mars')).toEqual({ kind: 'preset', days: 30, market: null });
  });

  it('reads a custom range only when both days are real and in order', () => {
    expect(view('from=2026-01-01&to=2026-01-31')).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      market: null,
    });
    expect(reportViewQuery(view('from=2026-01-01&to=2026-01-31&market=usa'))).toBe(
      '?from=2026-01-01&to=2026-01-31&market=usa',
    );
    expect(view('from=2026-02-01&to=2026-01-01').kind).toBe('preset');
    expect(view('from=2026-13-01&to=2026-14-01').kind).toBe('preset');
    expect(view('from=2026-02-30&to=2026-03-05').kind).toBe('preset');
  });
});
