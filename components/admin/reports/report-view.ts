import { REPORT_DEFAULT_RANGE_DAYS, REPORT_RANGE_PRESETS } from '@/lib/constants/analytics';
import { MARKET_CODES, type MarketCode } from '@/lib/markets';

/**
 * The Reports screen's view as it lives in the URL (?days=7|30|90, or ?from=&to= for a custom range,
 * and ?market=), so reload, Back and a bookmark keep it. A preset is relative (it moves with today);
 * a custom range is fixed days.
 */
export type ReportView =
  | { kind: 'preset'; days: (typeof REPORT_RANGE_PRESETS)[number]; market: MarketCode | null }
  | { kind: 'custom'; from: string; to: string; market: MarketCode | null };

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isMarket = (v: string | null): v is MarketCode => MARKET_CODES.some((m) => m === v);
// A real day: '2026-02-30' parses (as March 2) but does not come back as itself.
const isDay = (v: string | null): v is string => {
  if (v === null || !ISO_DAY.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
};

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

export function readReportView(params: URLSearchParams): ReportView {
  const market = params.get('market');
  const m = isMarket(market) ? market : null;
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { kind: 'custom', from, to, market: m };
  const days = Number(params.get('days'));
  const preset = REPORT_RANGE_PRESETS.find((p) => p === days) ?? REPORT_DEFAULT_RANGE_DAYS;
  return { kind: 'preset', days: preset, market: m };
}

/** The query string of a view for the screen's URL; the default view's is empty. */
export function reportViewQuery(view: ReportView): string {
  const params = new URLSearchParams();
  if (view.kind === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.days !== REPORT_DEFAULT_RANGE_DAYS) params.set('days', String(view.days));
  if (view.market) params.set('market', view.market);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The days the view covers, UTC, both included. */
export function reportRange(view: ReportView, now = new Date()): { from: string; to: string } {
  if (view.kind === 'custom') return { from: view.from, to: view.to };
  const to = todayUtc(now);
  return { from: daysBefore(to, view.days - 1), to };
}

/** The API's query string (from, to, market) of a view. */
export function reportApiQuery(view: ReportView, now = new Date()): string {
  const params = new URLSearchParams(reportRange(view, now));
  if (view.market) params.set('market', view.market);
  return params.toString();
}
