import { BRAND_NAME } from '@/lib/constants/site';
import { marketFeedPath } from '@/lib/blog/paths';
import { blogStrings } from '@/lib/blog/i18n';
import { getMarket, type MarketCode } from '@/lib/markets';

export function BlogFooter({ market }: { market: MarketCode }) {
  const t = blogStrings(getMarket(market).language);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-slate-700 sm:px-6">
        <p>
          © {new Date().getUTCFullYear()} {BRAND_NAME}
        </p>
        <ul className="flex gap-6">
          <li>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links keep next/link off the blog (issue 25) */}
            <a href="/" className="underline-offset-4 hover:underline">
              {t.backToHome}
            </a>
          </li>
          <li>
            <a href={marketFeedPath(market)} className="underline-offset-4 hover:underline">
              RSS
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
