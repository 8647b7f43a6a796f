import { blogStrings } from '@/lib/blog/i18n';
import { articleLeadLinks } from '@/lib/blog/paths';
import { getMarket, type MarketCode } from '@/lib/markets';
import { CtaPanel } from './cta-panel';

/**
 * The closing call to action under an article (issue 38): early access and contact, in the article's
 * language, each link carrying the article (`?from=`) so a lead that follows it is credited to it.
 */
export function ArticleCallToAction({ market, slug }: { market: MarketCode; slug: string }) {
  const t = blogStrings(getMarket(market).language);
  const links = articleLeadLinks(market, slug);
  return (
    <CtaPanel
      id="article-cta-title"
      narrow
      title={t.articleCtaTitle}
      text={t.articleCtaText}
      primary={{ href: links.earlyAccess, label: t.articleCtaEarlyAccess }}
      secondary={{ href: links.contact, label: t.articleCtaContact }}
    />
  );
}
