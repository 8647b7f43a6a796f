import { PUBLIC_FORM_KINDS, type PublicFormKind } from '@/lib/constants/forms';
import { LEAD_SOURCE_FILTER_MAX } from '@/lib/constants/portal';

/**
 * The inbox's view as it lives in the URL (?type=&search=&source=&page=), so reload, Back and a
 * bookmark keep it. `source` is '' for every source.
 */
export interface LeadView {
  type: PublicFormKind;
  search: string;
  source: string;
  page: number;
}

const isKind = (v: string | null): v is PublicFormKind => PUBLIC_FORM_KINDS.some((k) => k === v);

export function readLeadView(params: URLSearchParams): LeadView {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: isKind(type) ? type : 'early-access',
    search: (params.get('search') ?? '').slice(0, 200),
    source: (params.get('source') ?? '').trim().slice(0, LEAD_SOURCE_FILTER_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a view; defaults are left out so the plain inbox URL stays plain. */
export function leadViewQuery(view: LeadView): string {
  const params = new URLSearchParams();
  if (view.type !== 'early-access') params.set('type', view.type);
  if (view.search) params.set('search', view.search);
  if (view.source) params.set('source', view.source);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API query of a view: GET /api/admin/submissions?type=&page=[&search=][&source=]. */
export function leadApiQuery(view: LeadView): string {
  const query = new URLSearchParams({ type: view.type, page: String(view.page) });
  if (view.search) query.set('search', view.search);
  if (view.source) query.set('source', view.source);
  return query.toString();
}
