import type { Metadata } from 'next';
import { announcedWindows } from '@/lib/server/maintenance';
import { PublicStylesheet } from '@/components/site/public-stylesheet';
import { MaintenanceNotice } from '@/components/site/maintenance-notice-client';
import { blogStrings } from '@/lib/blog/i18n';
import { getMarket, type MarketCode } from '@/lib/markets';
import { siteOrigin } from '@/lib/site-url';

/**
 * The root metadata of a language's blog layout. Pages set their own absolute titles; the default
 * is what the error page (a client component, no metadata of its own) and any page without one get.
 */
export function blogRootMetadata(market: MarketCode): Metadata {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  return { metadataBase: siteOrigin(), title: `${t.indexMetaTitle} | ${m.feedTitle}` };
}

/** A market's 404 page metadata: localized title (Next itself adds noindex to every 404). */
export function blogNotFoundMetadata(market: MarketCode): Metadata {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  return { title: { absolute: `${t.notFoundTitle} | ${m.feedTitle}` }, description: t.notFoundMessage };
}

/**
 * The blog's root layout body; each language has its own root layout so <html lang> is right. It is
 * bound to a market (any market of that language) so the language comes from lib/markets.ts.
 */
export function BlogRoot({
  market,
  notice,
  children,
}: {
  market: MarketCode;
  /** Above the page: the maintenance notice of a public blog page (none on a preview). */
  notice?: React.ReactNode;
  children: React.ReactNode;
}) {
  const language = getMarket(market).language;
  return (
    <html lang={language}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased [&>main]:flex-1">
        <PublicStylesheet />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {blogStrings(language).skipToContent}
        </a>
        {notice}
        {children}
      </body>
    </html>
  );
}

/** A public blog page's maintenance notice: the windows not yet ended (docs/adr/0109). */
export async function BlogMaintenanceNotice({ market }: { market: MarketCode }) {
  return <MaintenanceNotice windows={await announcedWindows()} language={getMarket(market).language} />;
}
