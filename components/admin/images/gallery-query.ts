/** The gallery's view as it lives in the URL (?search=&view=&page=), so reload, Back and a bookmark keep it. */
export interface GalleryView {
  search: string;
  layout: 'grid' | 'list';
  page: number;
}

export function readGalleryView(params: URLSearchParams): GalleryView {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    layout: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a view; defaults are left out so the plain gallery URL stays plain. */
export function galleryViewQuery(view: GalleryView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.layout === 'list') params.set('view', 'list');
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
