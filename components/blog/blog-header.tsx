import { Logo } from '@/components/site/logo';
import { MarketFlag } from '@/components/ui/market-flag';
import { blogStrings } from '@/lib/blog/i18n';
import { MARKETS, type MarketCode } from '@/lib/markets';

/**
 * The blog's own lean header: brand, the market editions, and the trial call to action. On an article
 * its layout passes `trialHref`, the /login link that carries the article (issue 38).
 */
export function BlogHeader({ market, trialHref = '/login' }: { market: MarketCode; trialHref?: string }) {
  const current = MARKETS.find((m) => m.code === market) ?? MARKETS[0]!;
  const t = blogStrings(current.language);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        {/* Plain links (no next/link client runtime on the blog): a page loads only the script it needs. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links keep next/link off the blog (issue 25) */}
        <a href="/" className="rounded-md">
          <Logo />
        </a>
        <nav aria-label={t.markets} className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-1 text-sm">
            {MARKETS.map((m) => (
              <li key={m.code}>
                <a
                  href={m.basePath}
                  hrefLang={m.locale}
                  aria-current={m.code === market ? 'page' : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 ${
                    m.code === market
                      ? 'bg-brand-50 text-brand-700 font-semibold'
                      : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {/* The flag carries the market's name; the visible label would only repeat it to a screen reader. */}
                  <MarketFlag market={m} />
                  <span aria-hidden="true">{m.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={trialHref}
          className="bg-brand-700 hover:bg-brand-600 rounded-md px-4 py-2 text-sm font-semibold text-white"
        >
          {t.startFreeTrial}
        </a>
      </div>
    </header>
  );
}
