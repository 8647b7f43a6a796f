import 'server-only';
import { LEADS_EXPORT_MAX_ROWS } from '@/lib/constants/portal';
import { type PublicFormKind } from '@/lib/constants/forms';
import { toCsv } from '@/lib/csv';
import type { ListLeadsQuery } from '@/lib/validations/leads';
import type { Db } from '@/lib/server/db/client';
import { LEAD_SOURCE_KEYS, listLeads, listLeadSources, type Lead, type LeadSourceKey } from './repository';

/** Each source field's name in the API (snake_case, like the rest) and its CSV column (issue 38). */
const SOURCE_FIELDS = {
  source: { view: 'source', csv: 'Source' },
  articlePath: { view: 'article_path', csv: 'Article' },
  landingPage: { view: 'landing_page', csv: 'Landing page' },
  referrerHost: { view: 'referrer_host', csv: 'Referrer' },
  utmSource: { view: 'utm_source', csv: 'UTM source' },
  utmMedium: { view: 'utm_medium', csv: 'UTM medium' },
  utmCampaign: { view: 'utm_campaign', csv: 'UTM campaign' },
  sourcePage: { view: 'source_page', csv: 'Page' },
} as const satisfies Record<LeadSourceKey, { view: string; csv: string }>;

type SourceView = { [K in LeadSourceKey as (typeof SOURCE_FIELDS)[K]['view']]: string | null };

/** A lead in the API's snake_case, like the spec's other admin shapes. */
type LeadView = {
  id: string;
  type: PublicFormKind;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  message: string | null;
} & SourceView;

const toView = (l: Lead): LeadView => ({
  id: l.id,
  type: l.type,
  created_at: l.createdAt.toISOString(),
  first_name: l.firstName,
  last_name: l.lastName,
  email: l.email,
  message: l.message,
  ...(Object.fromEntries(LEAD_SOURCE_KEYS.map((k) => [SOURCE_FIELDS[k].view, l[k]])) as SourceView),
});

/** A page of leads, and every source the leads of that type came from (the screen's Source menu). */
export async function getLeadPage(db: Db, q: ListLeadsQuery) {
  const [{ leads, total }, sources] = await Promise.all([
    listLeads(db, q.type, {
      search: q.search,
      source: q.source,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
    listLeadSources(db, q.type),
  ]);
  return {
    submissions: leads.map(toView),
    pagination: { page: q.page, limit: q.limit, total, totalPages: Math.max(1, Math.ceil(total / q.limit)) },
    sources,
  };
}

/** Every lead of a type, newest first, as a CSV file whose cells cannot act as spreadsheet formulas. */
export async function exportLeadsCsv(
  db: Db,
  type: PublicFormKind,
): Promise<{ filename: string; csv: string }> {
  const { leads } = await listLeads(db, type, { limit: LEADS_EXPORT_MAX_ROWS, offset: 0 });
  const own =
    type === 'newsletter' ? ['Date', 'Email'] : ['Date', 'First name', 'Last name', 'Email', 'Message'];
  const header = [...own, ...LEAD_SOURCE_KEYS.map((k) => SOURCE_FIELDS[k].csv)];
  const rows = leads.map((l) => [
    ...(type === 'newsletter'
      ? [l.createdAt.toISOString(), l.email]
      : [l.createdAt.toISOString(), l.firstName, l.lastName, l.email, l.message]),
    ...LEAD_SOURCE_KEYS.map((k) => l[k]),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${type}-${day}.csv`, csv: toCsv(header, rows) };
}
