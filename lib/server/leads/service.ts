import 'server-only';
import { LEADS_EXPORT_MAX_ROWS } from '@/lib/constants/portal';
import { type PublicFormKind } from '@/lib/constants/forms';
import { toCsv } from '@/lib/csv';
import type { ListLeadsQuery } from '@/lib/validations/leads';
import type { Db } from '@/lib/server/db/client';
import { listLeads, type Lead } from './repository';

/** A lead in the API's snake_case, like the spec's other admin shapes. */
interface LeadView {
  id: string;
  type: PublicFormKind;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  message: string | null;
}

const toView = (l: Lead): LeadView => ({
  id: l.id,
  type: l.type,
  created_at: l.createdAt.toISOString(),
  first_name: l.firstName,
  last_name: l.lastName,
  email: l.email,
  message: l.message,
});

export async function getLeadPage(db: Db, q: ListLeadsQuery) {
  const { leads, total } = await listLeads(db, q.type, {
    search: q.search,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    submissions: leads.map(toView),
    pagination: { page: q.page, limit: q.limit, total, totalPages: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

/** Every lead of a type, newest first, as a CSV file whose cells cannot act as spreadsheet formulas. */
export async function exportLeadsCsv(
  db: Db,
  type: PublicFormKind,
): Promise<{ filename: string; csv: string }> {
  const { leads } = await listLeads(db, type, { limit: LEADS_EXPORT_MAX_ROWS, offset: 0 });
  const header =
    type === 'newsletter' ? ['Date', 'Email'] : ['Date', 'First name', 'Last name', 'Email', 'Message'];
  const rows = leads.map((l) =>
    type === 'newsletter'
      ? [l.createdAt.toISOString(), l.email]
      : [l.createdAt.toISOString(), l.firstName, l.lastName, l.email, l.message],
  );
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${type}-${day}.csv`, csv: toCsv(header, rows) };
}
