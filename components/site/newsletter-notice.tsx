import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { NEWSLETTER_COPY } from '@/lib/content/newsletter-copy';
import { getMarket, type MarketCode } from '@/lib/markets';
import { Logo } from './logo';

/** Where "back to the site" leads from a newsletter page: the market's blog, or the US site's home. */
function homeOf(market: MarketCode | null): string {
  return !market || market === 'usa' ? '/' : getMarket(market).basePath;
}

/**
 * The frame of the newsletter's pages (confirm, unsubscribe): one card in the market's language, with
 * an optional single-button form (a plain POST, so it works without JavaScript).
 */
export function NewsletterNotice({
  market,
  title,
  text,
  action,
}: {
  market: MarketCode | null;
  title: string;
  text: string;
  action?: { label: string; run: (data: FormData) => Promise<void>; token: string };
}) {
  const language = market ? getMarket(market).language : 'en';
  const copy = NEWSLETTER_COPY[language];
  return (
    <main
      id="main"
      lang={language}
      tabIndex={-1}
      className="from-brand-50 min-h-screen bg-linear-to-b to-white px-4 pt-16 pb-20 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-xl">
        <Link href={homeOf(market)} aria-label={copy.backHome}>
          <Logo />
        </Link>
        <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-navy-900 text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-4 text-lg text-slate-700">{text}</p>
          {action ? (
            <form action={action.run} className="mt-8">
              <input type="hidden" name="token" value={action.token} />
              <button type="submit" className={buttonClass('primary', 'lg')}>
                {action.label}
              </button>
            </form>
          ) : null}
        </div>
        <p className="mt-8">
          <Link href={homeOf(market)} className="text-brand-700 underline">
            {copy.backHome}
          </Link>
        </p>
      </div>
    </main>
  );
}
