import { blogStrings } from '@/lib/blog/i18n';
import { pageLinks } from '@/lib/blog/pagination';
import { categoryPath } from '@/lib/blog/paths';
import { getMarket, type MarketCode } from '@/lib/markets';

/*
 * Server-rendered links between archive pages (docs/adr/0057): plain anchors, crawlable without
 * JavaScript, and no client component (the blog's JS stays what it was).
 */

const boxClass =
  'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-semibold';
const linkClass = `${boxClass} border-slate-300 text-navy-900 hover:bg-brand-50`;
const currentClass = `${boxClass} border-navy-900 bg-navy-900 text-white`;

export function ArchivePager({
  market,
  page,
  totalPages,
  hrefOf,
}: {
  market: MarketCode;
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const t = blogStrings(getMarket(market).language);
  return (
    <nav aria-label={t.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={hrefOf(page - 1)} rel="prev" className={linkClass}>
              {t.previousPage}
            </a>
          </li>
        ) : null}
        {pageLinks(page, totalPages).map((l) =>
          'gap' in l ? (
            <li key={l.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={l.page}>
              {l.page === page ? (
                <span aria-current="page" className={currentClass}>
                  {l.page}
                </span>
              ) : (
                <a href={hrefOf(l.page)} className={linkClass} aria-label={t.pageN(l.page)}>
                  {l.page}
                </a>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a href={hrefOf(page + 1)} rel="next" className={linkClass}>
              {t.nextPage}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The market's category pages, linked from its index (each one an archive of its own). */
export function CategoryLinks({
  market,
  categories,
  current,
}: {
  market: MarketCode;
  categories: readonly { slug: string; name: string }[];
  current?: string;
}) {
  if (categories.length === 0) return null;
  const t = blogStrings(getMarket(market).language);
  return (
    <nav aria-label={t.categories} className="mt-8">
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.map((c) => (
          <li key={c.slug}>
            <a
              href={categoryPath(market, c.slug)}
              aria-current={c.slug === current ? 'page' : undefined}
              className="hover:bg-brand-50 aria-[current=page]:border-navy-900 inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 aria-[current=page]:font-semibold"
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
