import type { Metadata } from 'next';
import { NewsletterNotice } from '@/components/site/newsletter-notice';
import { NEWSLETTER_COPY } from '@/lib/content/newsletter-copy';
import { getMarket } from '@/lib/markets';
import { inspectConfirmLink } from '@/lib/server/newsletter';
import { confirmAction } from '../../actions';
import { isNewsletterLinkToken } from '@/lib/validations/subscribers';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false, follow: false } };

/**
 * /newsletter/confirm/{token}: the double opt-in link's page. Opening it changes nothing (mail
 * scanners open links); its one button confirms, by a plain form POST (docs/adr/0110).
 */
export default async function ConfirmPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = isNewsletterLinkToken(token)
    ? await inspectConfirmLink(token)
    : ({ state: 'unknown' } as const);
  if (link.state === 'unknown') {
    const copy = NEWSLETTER_COPY.en;
    return <NewsletterNotice market={null} title={copy.invalidTitle} text={copy.invalid} />;
  }
  const copy = NEWSLETTER_COPY[getMarket(link.market).language].confirm;
  if (link.state === 'expired') {
    return <NewsletterNotice market={link.market} title={copy.expiredTitle} text={copy.expired} />;
  }
  return (
    <NewsletterNotice
      market={link.market}
      title={copy.title}
      text={copy.lead}
      action={{ label: copy.button, run: confirmAction, token }}
    />
  );
}
