import { PUBLIC_FORM_KINDS, type PublicFormKind } from '@/lib/constants/forms';

/** The inbox's view as it lives in the URL (?type=&search=&page=), so reload, Back and a bookmark keep it. */
export interface LeadView {
  type: PublicFormKind;
  search: string;
  page: number;
}

const isKind = (v: string | null): v is PublicFormKind => PUBLIC_FORM_KINDS.some((k) => k === v);

export function readLeadView(params: URLSearchParams): LeadView {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: isKind(type) ? type : 'early-access',
    search: (params.get('search') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a view; defaults are left out so the plain inbox URL stays plain. */
export function leadViewQuery(view: LeadView): string {
  const params = new URLSearchParams();
  if (view.type !== 'early-access') params.set('type', view.type);
  if (view.search) params.set('search', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
