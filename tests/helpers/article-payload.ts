/**
 * A valid spec.md "Article save payload" (a global English draft); `over` replaces fields. Without
 * imports, so tests of real servers over HTTP can use it without loading the route handlers.
 */
export function articlePayload(categoryId: string | null, over: Record<string, unknown> = {}) {
  return {
    title: 'Duty of Competence and AI',
    slug: 'duty-of-competence-ai',
    summary: 'What competence means when you use AI.',
    content: '<p>' + 'word '.repeat(450) + '</p>',
    categoryId,
    status: 'draft',
    featuredImageUrl: '',
    metaTitle: '',
    metaDescription: '',
    market: 'global',
    language: 'en',
    isTranslation: false,
    ...over,
  };
}
