import {
  NEW_ARTICLE_FORM,
  isLive,
  languageOptions,
  slugIsFixed,
  sameForm,
  toSavePayload,
  withMarket,
  withTitle,
} from '@/lib/admin/article-form';
import {
  hasNarrowingFilter,
  listFiltersToApiQuery,
  listFiltersToQuery,
  readListFilters,
} from '@/lib/admin/article-list-query';

describe('article editor rules (spec.md "Article editor")', () => {
  it('fills the slug and meta title from the title while the user has not written them', () => {
    let form = NEW_ARTICLE_FORM;
    for (const title of ['D', 'Du', 'Duty of Compétence!']) form = withTitle(form, title);
    expect(form.slug).toBe('duty-of-competence');
    expect(form.metaTitle).toBe('Duty of Compétence!');
  });

  it('leaves a slug or meta title the user wrote alone', () => {
    const form = withTitle(
      { ...withTitle(NEW_ARTICLE_FORM, 'First'), slug: 'my-slug', metaTitle: 'Mine' },
      'Second',
    );
    expect(form.slug).toBe('my-slug');
    expect(form.metaTitle).toBe('Mine');
  });

  it('keeps the slug of an article that has been on the site whatever its title becomes (issue 33 point 5)', () => {
    const live = { ...withTitle(NEW_ARTICLE_FORM, 'Filing deadlines'), slug: 'filing-deadlines' };
    expect(withTitle(live, 'Filing deadlines revised', true).slug).toBe('filing-deadlines');
    expect(withTitle(live, 'Filing deadlines revised', true).metaTitle).toBe('Filing deadlines revised');
    expect(withTitle(live, 'Filing deadlines revised').slug).toBe('filing-deadlines-revised');
  });

  it('fixes the slug once the publication date has passed, and asks only for a live article', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const past = '2026-05-01T12:00:00.000Z';
    const future = '2026-07-01T12:00:00.000Z';
    expect(slugIsFixed(null, now)).toBe(false);
    expect(slugIsFixed({ published_at: null }, now)).toBe(false);
    expect(slugIsFixed({ published_at: future }, now)).toBe(false);
    expect(slugIsFixed({ published_at: past }, now)).toBe(true);
    // Taken off the site again: it was live once, readers may hold its address.
    expect(isLive({ status: 'draft', published_at: past }, now)).toBe(false);
    expect(isLive({ status: 'published', published_at: future }, now)).toBe(false);
    expect(isLive({ status: 'published', published_at: past }, now)).toBe(true);
  });

  it('resets the language when the market changes and offers only the market’s languages', () => {
    expect(withMarket(NEW_ARTICLE_FORM, 'be-fr').language).toBe('fr');
    expect(withMarket({ ...NEW_ARTICLE_FORM, market: 'be-nl', language: 'nl' }, 'usa').language).toBe('en');
    expect(languageOptions('be-nl')).toEqual(['nl']);
    expect(languageOptions('global')).toEqual(['en']);
  });

  it('sends the loaded updated_at and the edit-only fields on an edit, and the forced status', () => {
    const loaded = {
      id: '7f1c2f38-9a55-4e0b-8a3c-1f7b1f0a9c11',
      updated_at: '2026-11-23T10:00:00.000Z',
      published_at: null,
      translation_key_id: null,
      base_article_id: null,
    };
    const payload = toSavePayload({ ...NEW_ARTICLE_FORM, categoryId: '' }, 'published', {
      ...loaded,
      title: '',
      slug: '',
      summary: null,
      content: '',
      category_id: null,
      status: 'draft',
      featured_image_url: null,
      featured_image_alt: null,
      meta_title: null,
      meta_description: null,
      canonical_url: null,
      reviewed_by: null,
      reviewed_at: null,
      read_time_minutes: null,
      created_at: loaded.updated_at,
      market: 'global',
      language: 'en',
      is_translation: false,
      blog_categories: null,
      website_admins: null,
    });
    expect(payload).toMatchObject({
      status: 'published',
      categoryId: null,
      id: loaded.id,
      updatedAt: loaded.updated_at,
    });
    expect(toSavePayload(NEW_ARTICLE_FORM, 'draft', null)).not.toHaveProperty('updatedAt');
  });

  it('tells a changed form from an unchanged one', () => {
    expect(sameForm(NEW_ARTICLE_FORM, { ...NEW_ARTICLE_FORM })).toBe(true);
    expect(sameForm(NEW_ARTICLE_FORM, { ...NEW_ARTICLE_FORM, content: '<p>x</p>' })).toBe(false);
  });
});

describe('article list query', () => {
  it('reads the URL query and writes back only what differs from the defaults', () => {
    const f = readListFilters(
      new URLSearchParams('search=ai&status=published&market=be-fr&page=3&language=xx'),
    );
    expect(f).toMatchObject({ search: 'ai', status: 'published', market: 'be-fr', language: 'all', page: 3 });
    expect(listFiltersToQuery(f)).toBe('?search=ai&status=published&market=be-fr&page=3');
    // Two letters stay in the screen's URL but are not sent: no trigram index can serve them.
    expect(listFiltersToApiQuery(f, 10)).toBe('page=3&limit=10&status=published&market=be-fr');
    expect(listFiltersToApiQuery({ ...f, search: ' law ' }, 10)).toBe(
      'page=3&limit=10&search=law&status=published&market=be-fr',
    );
    expect(listFiltersToQuery(readListFilters(new URLSearchParams('page=-2&category=nope')))).toBe('');
  });

  it('keeps a sort other than updated, newest first, in both queries; an unknown one reads as the default', () => {
    const f = readListFilters(new URLSearchParams('sort=title&order=asc'));
    expect(f).toMatchObject({ sort: 'title', order: 'asc' });
    expect(listFiltersToQuery(f)).toBe('?sort=title&order=asc');
    expect(listFiltersToApiQuery(f, 10)).toBe('page=1&limit=10&sort=title&order=asc');
    const odd = readListFilters(new URLSearchParams('sort=author&order=sideways'));
    expect(odd).toMatchObject({ sort: 'updated', order: 'desc' });
    expect(listFiltersToQuery(odd)).toBe('');
  });

  it('hints at the filters only for a search, status or category (spec.md "Article list")', () => {
    const none = readListFilters(new URLSearchParams('market=usa&language=en'));
    expect(hasNarrowingFilter(none)).toBe(false);
    expect(hasNarrowingFilter({ ...none, status: 'draft' })).toBe(true);
    expect(hasNarrowingFilter({ ...none, search: 'x' })).toBe(true);
  });
});
