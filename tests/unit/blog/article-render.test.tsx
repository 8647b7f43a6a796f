import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleView, ArticleNotFound } from '@/components/blog/article-view';
import { withKeyboardScrolling } from '@/lib/blog/scroll-regions';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@/lib/sanitize-html';
import { cleanBodyForSave, toPublicArticle, type ArticleRecord } from '@/lib/server/articles';
import { HOSTILE_BODY, SANITIZED_BODY } from './hostile-html';

/** The server render path: the component to HTML as the page streams it, then parsed as a browser would. */
function serverRender(element: React.ReactElement): Document {
  return new JSDOM(renderToStaticMarkup(element)).window.document;
}
const texts = (doc: Document) => doc.body.textContent ?? '';

/** A row as the database returns it; its hostile body is cleaned below as every save cleans it. */
const record: ArticleRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'A hostile article',
  slug: 'hostile',
  summary: 'Summary here.',
  content: HOSTILE_BODY,
  contentSanitizerVersion: 0,
  categoryId: null,
  authorId: null,
  status: 'published',
  featuredImageUrl: '/images/blog/research.jpg',
  featuredImageAlt: null,
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  reviewedBy: null,
  reviewedAt: null,
  readTimeMinutes: null,
  publishedAt: new Date('2026-11-21T10:00:00.000Z'),
  market: 'global',
  language: 'en',
  translationKeyId: null,
  isTranslation: false,
  baseArticleId: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  updatedAt: new Date('2026-11-20T10:00:00.000Z'),
  deletedAt: null,
  category: { name: 'Ethics', color: '#EF4444' },
  author: { name: 'Ada Author' },
};

// The save cleans the body (in the savers' worker pool) and stores it with the sanitizer's version; the public
// read path maps the stored row (toPublicArticle) and renders it. A stale stored body is cleaned on read:
// tests/integration/blog/clean-once.int.test.ts.
let article: Awaited<ReturnType<typeof toPublicArticle>>;

describe('article render path', () => {
  beforeAll(async () => {
    article = toPublicArticle({ ...record, ...(await cleanBodyForSave(HOSTILE_BODY)) });
  });

  it('stores a hostile body in its sanitized form when it is saved', () => {
    expect(article.content).toBe(SANITIZED_BODY);
  });

  it('renders a hostile body with nothing outside the spec.md "Article HTML allowlist" allowlist', () => {
    const doc = serverRender(<ArticleView market="global" article={article} />);
    const body = doc.querySelector('.article-body')!;
    const elements = Array.from(body.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(20);
    for (const el of elements) {
      expect(ALLOWED_TAGS).toContain(el.tagName.toLowerCase());
      // The page adds one attribute of its own: tabindex on a table or code block that may scroll.
      const added = ['table', 'pre'].includes(el.tagName.toLowerCase()) ? ['tabindex'] : [];
      for (const attr of Array.from(el.attributes)) {
        expect([...ALLOWED_ATTRIBUTES, ...added]).toContain(attr.name);
        expect(attr.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
    expect(body.textContent).not.toContain('alert');
    expect(body.textContent).not.toContain('display:none');
    // What is allowed does survive.
    const good = Array.from(body.querySelectorAll('a')).find((a) => a.textContent === 'good');
    expect(good?.getAttribute('href')).toBe('https://example.com/');
    expect(body.querySelector('code.language-js')).not.toBeNull();
    expect(body.querySelector('#user-content-intro')?.className).toBe('');
    // The stored body as it is, with only the page's keyboard access to its scrolling boxes added.
    expect(body.innerHTML).toBe(withKeyboardScrolling(SANITIZED_BODY));
  });

  it('shows the article header: back link, category, US long date, default read time, title, summary, author', () => {
    const doc = serverRender(<ArticleView market="global" article={article} />);
    const back = doc.querySelector('a[href="/blog"]');
    expect(back?.textContent).toContain('Back to Blog');
    expect(texts(doc)).toContain('Ethics');
    expect(doc.querySelector('time')?.textContent).toBe('November 21, 2026');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T10:00:00.000Z');
    expect(texts(doc)).toContain('5 min read');
    expect(doc.querySelector('h1')?.textContent).toBe('A hostile article');
    expect(texts(doc)).toContain('Summary here.');
    expect(texts(doc)).toContain('By Ada Author');
    expect(doc.querySelector('img')?.getAttribute('sizes')).toBe('(min-width: 768px) 768px, 100vw');
  });

  it("shows 'Uncategorized' without a category and speaks French in be-fr", () => {
    const doc = serverRender(
      <ArticleView market="be-fr" article={{ ...article, blog_categories: null, read_time_minutes: 3 }} />,
    );
    expect(texts(doc)).toContain('Sans catégorie');
    expect(doc.querySelector('time')?.textContent).toBe('21 novembre 2026');
    expect(texts(doc)).toContain('3 min de lecture');
    expect(doc.querySelector('a[href="/blog/belgium-fr"]')?.textContent).toContain('Retour au blog');
  });

  it('renders the not-found state with the spec texts', () => {
    const doc = serverRender(<ArticleNotFound market="usa" />);
    expect(doc.querySelector('h1')?.textContent).toBe('Article Not Found');
    expect(texts(doc)).toContain("The article you're looking for doesn't exist.");
    expect(doc.querySelector('a[href="/blog/usa"]')?.textContent).toBe('Back to Blog');
  });
});
