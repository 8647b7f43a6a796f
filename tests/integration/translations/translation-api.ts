import { GET as list } from '@/app/api/admin/translations/route';
import { PUT as save } from '@/app/api/admin/translations/[id]/route';
import { POST as approve } from '@/app/api/admin/translations/[id]/approve/route';
import { jsonRequest, routeContext } from '@/tests/helpers/http';

/** An entry as GET /api/admin/translations returns it. */
export interface TranslationEntry {
  id: string;
  language: string;
  content: string;
  is_approved: boolean;
  is_auto_translated: boolean;
  source: string;
  translation_keys: { key: string; metadata: { field_type: string } };
}

export const TRANSLATIONS_URL = '/api/admin/translations';

export function getTranslations(filter: string, headers: Record<string, string>): Promise<Response> {
  return list(jsonRequest(`${TRANSLATIONS_URL}?filter=${encodeURIComponent(filter)}`, { headers }), {});
}

/** The entries of an article's translations, by `{language}.{field}`. */
export async function entriesOf(
  slug: string,
  headers: Record<string, string>,
): Promise<Map<string, TranslationEntry>> {
  const res = await getTranslations(`blog.article.%.${slug}`, headers);
  if (res.status !== 200) throw new Error(`GET translations answered ${res.status}`);
  const body = (await res.json()) as { translations: TranslationEntry[] };
  return new Map(
    body.translations.map((t) => [`${t.language}.${t.translation_keys.metadata.field_type}`, t]),
  );
}

export function putTranslation(
  id: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  return save(
    jsonRequest(`${TRANSLATIONS_URL}/${id}`, { method: 'PUT', body, headers }),
    routeContext({ id }),
  );
}

export function approveTranslation(id: string, headers: Record<string, string>): Promise<Response> {
  return approve(
    jsonRequest(`${TRANSLATIONS_URL}/${id}/approve`, { method: 'POST', headers }),
    routeContext({ id }),
  );
}
