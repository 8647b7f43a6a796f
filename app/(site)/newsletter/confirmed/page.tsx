import type { Metadata } from 'next';
import { NewsletterNotice } from '@/components/site/newsletter-notice';
import { NEWSLETTER_COPY } from '@/lib/content/newsletter-copy';
import { getMarket, MARKET_CODES, type MarketCode } from '@/lib/markets';

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false, follow: false } };

/** /newsletter/confirmed?market=: where the confirm button leads, in the market's language. */
export default async function ConfirmedPage({
  searchParams,
}: {
  searchParams: Promise<{ market?: string | string[] }>;
}) {
  const asked = (await searchParams).market;
  const market = MARKET_CODES.find((code) => code === asked) ?? ('usa' satisfies MarketCode);
  const copy = NEWSLETTER_COPY[getMarket(market).language].confirm;
  return <NewsletterNotice market={market} title={copy.doneTitle} text={copy.done} />;
}
