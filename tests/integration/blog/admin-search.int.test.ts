import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { sql, type SQLWrapper } from 'drizzle-orm';
import { GET as list } from '@/app/api/admin/blog/articles/route';
import { MARKET_CODES } from '@/lib/markets';
import { ARTICLE_STATUSES } from '@/lib/constants/articles';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogCategories } from '@/lib/server/db/schema';
import { adminListQueries, withBitmapScansOnly } from '@/lib/server/articles';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, createEditor } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/* 100,000 articles on both databases: on PGlite the fixture takes about 30 s to insert, index and analyze. */
const ROWS = 100_000;

/* Row g (1..ROWS) of the fixture, as the INSERT … SELECT below writes it: the expected answers are computed from this. */
const marketOf = (g: number) => MARKET_CODES[g % 4]!;
const statusOf = (g: number) => ARTICLE_STATUSES[g % 3]!;
const hasZebra = (g: number) => g % 1000 === 7 || g % 997 === 3 || g % 1500 === 11;
const slugOf = (g: number) => (g % 1500 === 11 ? `zebra-${g}` : `article-${g}`);

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

async function explain(db: DbOrTx, query: SQLWrapper, options?: string): Promise<string> {
  const how = options ? sql.raw(`(${options}) `) : sql``;
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain ${how}${query.getSQL()}`));
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}

describe(`admin article search over ${ROWS.toLocaleString('en')} articles [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  const categories: string[] = [];

  beforeAll(async () => {
    const db = testDb.get();
    ({ auth } = await createEditor(db));
    for (const slug of ['search-even', 'search-odd']) {
      const [c] = await db.insert(blogCategories).values({ name: slug, slug, color: '#3B82F6' }).returning();
      categories.push(c!.id);
    }
    const started = Date.now();
    // One statement; the CASE expressions mirror marketOf, statusOf, hasZebra and slugOf above.
    await db.execute(sql`
      insert into blog_articles (title, slug, summary, content, status, market, language, category_id, created_at, updated_at)
      select
        'Article number ' || g || case when g % 1000 = 7 then ' about Zebra crossings' else '' end,
        case when g % 1500 = 11 then 'zebra-' || g else 'article-' || g end,
        case when g % 997 = 3 then 'Notes on zebra law, part ' || g
             when g % 5 = 0 then null
             else 'Summary of article ' || g end,
        '<p>Body</p>',
        (array['draft', 'published', 'archived'])[g % 3 + 1],
        (array['global', 'usa', 'be-fr', 'be-nl'])[g % 4 + 1],
        (array['en', 'en', 'fr', 'nl'])[g % 4 + 1],
        (array[${categories[0]}::uuid, ${categories[1]}::uuid])[g % 2 + 1],
        timestamptz '2026-01-01T00:00:00Z' - g * interval '1 second',
        timestamptz '2026-01-01T00:00:00Z' - g * interval '1 second'
      from generate_series(1, ${ROWS}) as g`);
    // LIKE's metacharacters, literally in titles (newest rows: they lead any list they are in).
    await db.execute(sql`
      insert into blog_articles (title, slug, content, market, language, updated_at) values
        ('Save 50% now', 'meta-percent', '<p>x</p>', 'global', 'en', timestamptz '2026-06-01T00:00:05Z'),
        ('Save 50 percent now', 'meta-no-percent', '<p>x</p>', 'global', 'en', timestamptz '2026-06-01T00:00:04Z'),
        ('Rule off_sale applies', 'meta-underscore', '<p>x</p>', 'global', 'en', timestamptz '2026-06-01T00:00:03Z'),
        ('Rule offXsale applies', 'meta-no-underscore', '<p>x</p>', 'global', 'en', timestamptz '2026-06-01T00:00:02Z'),
        (${'Path a\\b matters'}, 'meta-backslash', '<p>x</p>', 'global', 'en', timestamptz '2026-06-01T00:00:01Z'),
        ('Path ab matters', 'meta-no-backslash', '<p>x</p>', 'global', 'en', timestamptz '2026-06-01T00:00:00Z')`);
    // The planner sees the table's real size only once statistics exist.
    await db.execute(sql`analyze blog_articles`);
    console.log(
      `${testDbKind()}: ${ROWS} articles inserted, indexed and analyzed in ${Date.now() - started} ms`,
    );
  }, 600_000);

  const get = async (query: string) => {
    const res = await list(jsonRequest(`${ARTICLES_URL}?${query}`, { headers: auth }), {});
    expect(res.status).toBe(200);
    return (await res.json()) as {
      articles: { slug: string; market: string; status: string }[];
      pagination: { total: number; totalPages: number };
    };
  };
  /** Every row g of the fixture that `keep` selects, newest first (updated_at falls as g grows). */
  const expected = (keep: (g: number) => boolean) => {
    const out: number[] = [];
    for (let g = 1; g <= ROWS; g += 1) if (keep(g)) out.push(g);
    return out;
  };

  it('finds a term in title, summary or slug, in any case, and counts every match', async () => {
    const want = expected(hasZebra);
    expect(want.length).toBeGreaterThan(10);
    const body = await get('search=ZeBrA&limit=100');
    expect(body.pagination.total).toBe(want.length);
    expect(body.articles.map((a) => a.slug)).toEqual(want.slice(0, 100).map(slugOf));
  });

  it('combines the search with status, market, language and category', async () => {
    const keep = (g: number) =>
      hasZebra(g) && statusOf(g) === 'published' && marketOf(g) === 'usa' && g % 2 === 1;
    const want = expected(keep);
    expect(want.length).toBeGreaterThan(0);
    const body = await get(
      `search=zebra&status=published&market=usa&language=en&categoryId=${categories[1]}&limit=100`,
    );
    expect(body.pagination.total).toBe(want.length);
    expect(body.articles.map((a) => a.slug)).toEqual(want.map(slugOf));
    // A language the market does not have matches nothing.
    expect((await get('search=zebra&market=usa&language=fr')).pagination.total).toBe(0);
    const frWant = expected((g) => hasZebra(g) && marketOf(g) === 'be-fr' && statusOf(g) === 'draft');
    const fr = await get('search=zebra&market=be-fr&language=fr&status=draft&limit=100&page=1');
    expect(fr.pagination.total).toBe(frWant.length);
    expect(fr.articles.map((a) => a.slug)).toEqual(frWant.map(slugOf));
  });

  it('pages through the matches', async () => {
    const want = expected(hasZebra);
    const body = await get('search=zebra&limit=20&page=3');
    expect(body.pagination.totalPages).toBe(Math.ceil(want.length / 20));
    expect(body.articles.map((a) => a.slug)).toEqual(want.slice(40, 60).map(slugOf));
  });

  it('serves the deepest page the list reaches, newest first, on the order index, with a bounded count', async () => {
    // The six LIKE rows above are the newest; fixture row g follows at position g + 5 (0-based).
    const body = (await get('page=1001&limit=10')) as Awaited<ReturnType<typeof get>> & {
      pagination: { totalExact: boolean; hasMore: boolean };
    };
    // 100,006 rows: the count stops at the cap, and page 1002 would pass the bounded offset.
    expect(body.pagination).toMatchObject({
      total: 1000,
      totalExact: false,
      totalPages: 100,
      hasMore: false,
    });
    const firstG = 1001 * 10 - 10 - 6 + 1;
    expect(body.articles.map((a) => a.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => slugOf(firstG + i)),
    );
    const q = adminListQueries(testDb.get(), { page: 1001, limit: 10 });
    expect(await explain(testDb.get(), q.page)).toMatch(
      /Index (Only )?Scan using blog_articles_admin_order_idx/,
    );
    const tooDeep = await list(jsonRequest(`${ARTICLES_URL}?page=1002&limit=10`, { headers: auth }), {});
    expect(tooDeep.status).toBe(400);
  });

  it.each([
    ['title', 'asc'],
    ['title', 'desc'],
    ['published', 'asc'],
    ['published', 'desc'],
    ['updated', 'asc'],
  ] as const)(
    'reads page 1 sorted by %s %s from an order index, never sorting the table',
    async (sort, order) => {
      const db = testDb.get();
      const plan = await explain(db, adminListQueries(db, { page: 1, limit: 10, sort, order }).page);
      expect(plan).toMatch(
        /Index (Only )?Scan( Backward)? using blog_articles_admin_(title|published)?_?order_idx/,
      );
      expect(plan).not.toMatch(/Seq Scan on blog_articles/);
    },
  );

  it('does not match across two fields', async () => {
    // 'crossings' ends a title, 'Summary' starts the summary of other rows, 'law, part 3' then the slug.
    expect((await get('search=crossings Summary')).pagination.total).toBe(0);
    expect((await get(`search=${encodeURIComponent('part 3 article')}`)).pagination.total).toBe(0);
  });

  it.each([
    ['%', '50%', ['meta-percent']],
    ['_', 'off_sale', ['meta-underscore']],
    ['\\', 'a\\b', ['meta-backslash']],
  ])('keeps %s in a search literal', async (_char, term, slugs) => {
    const body = await get(`search=${encodeURIComponent(term)}`);
    expect(body.articles.map((a) => a.slug)).toEqual(slugs);
  });

  it('answers 400 to a search with a control character', async () => {
    const res = await list(jsonRequest(`${ARTICLES_URL}?search=a%1Fb`, { headers: auth }), {});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Search must not contain control characters' });
  });

  // Which index the planner picks for the ordered page depends on ANALYZE's random sample; the search
  // index's own read is planned with bitmap scans only (docs/adr/0088), so its plan is fixed.
  it("finds a search's matches, filters included, in one scan of the search index", async () => {
    const db = testDb.get();
    const q = adminListQueries(db, {
      page: 1,
      limit: 10,
      search: 'zebra',
      status: 'published',
      market: 'usa',
      language: 'en',
      categoryId: categories[1],
    });
    const plan = await withBitmapScansOnly(db, (tx) => explain(tx, q.searchFirst!(tx)));
    expect(plan).toMatch(/Bitmap Index Scan on blog_articles_admin_search_idx/);
    const indexCond = plan.split('\n').find((line) => line.includes('Index Cond'));
    for (const column of ['market', 'language', 'status', 'category_id', '~~*']) {
      expect(indexCond).toContain(column);
    }
    expect(plan).not.toMatch(/Seq Scan on blog_articles|BitmapAnd/);
  });

  it('reads no row for a word its filters never meet', async () => {
    // "crossings" is in rows g % 1000 = 7 only, all of them be-nl: none is usa.
    expect((await get('search=crossings&market=usa')).pagination.total).toBe(0);
    const db = testDb.get();
    const q = adminListQueries(db, { page: 1, limit: 10, search: 'crossings', market: 'usa' });
    const analyzed = await withBitmapScansOnly(db, (tx) =>
      explain(tx, q.searchFirst!(tx), 'analyze, costs off, timing off, summary off'),
    );
    expect(analyzed).toMatch(
      /Bitmap Index Scan on blog_articles_admin_search_idx \(actual rows=0(\.0+)? loops=1\)/,
    );
  });

  // The planner knows a word's frequency from the statistics kept on the search text (migration 0017):
  // without them it guessed a few hundred matches for any word, and sorted all 100,000 rows that hold
  // "number" (130 ms) instead of reading a page from the order index.
  it("reads a common word's page from the order index, its count capped", async () => {
    const db = testDb.get();
    const plan = await explain(db, adminListQueries(db, { page: 1, limit: 10, search: 'number' }).page);
    expect(plan).toMatch(/Index Scan using blog_articles_admin_order_idx/);
    expect(plan).not.toMatch(/Bitmap Heap Scan on blog_articles|Seq Scan on blog_articles/);
    const body = (await get('search=number&limit=10')) as Awaited<ReturnType<typeof get>> & {
      pagination: { totalExact: boolean; hasMore: boolean };
    };
    expect(body.pagination).toMatchObject({ total: 1000, totalExact: false, hasMore: true });
    expect(body.articles.map((a) => a.slug)).toEqual(
      expected(() => true)
        .slice(0, 10)
        .map(slugOf),
    );
  });

  it('orders and pages a search answered from the search index like the list', async () => {
    const want = expected(hasZebra);
    const oldestFirst = await get('search=zebra&sort=updated&order=asc&limit=10&page=2');
    expect(oldestFirst.articles.map((a) => a.slug)).toEqual([...want].reverse().slice(10, 20).map(slugOf));
    // Past the last match: no row, and still the count of every match.
    const pastTheEnd = await get('search=zebra&limit=20&page=40');
    expect(pastTheEnd.articles).toEqual([]);
    expect(pastTheEnd.pagination.total).toBe(want.length);
  });

  it('walks only the rows of the chosen market, language and status for a common word (the filtered order index)', async () => {
    const db = testDb.get();
    // "number" is in every title: the planner walks an order index and stops after a page of matches.
    // Through the whole table's order index it would read every other market's rows first (at 100,000
    // articles, 65 ms when the filters and the word never meet); this index holds the filters' rows only.
    const q = adminListQueries(db, {
      page: 1,
      limit: 10,
      search: 'number',
      status: 'published',
      market: 'usa',
      language: 'en',
    });
    const page = await explain(db, q.page);
    expect(page).toMatch(/Index Scan using blog_articles_admin_filtered_order_idx/);
    expect(page).not.toMatch(/Seq Scan on blog_articles/);
  });
});
