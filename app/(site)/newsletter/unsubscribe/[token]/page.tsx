import type { Metadata } from 'next';
import { NewsletterNotice } from '@/components/site/newsletter-notice';
import { NEWSLETTER_COPY } from '@/lib/content/newsletter-copy';
import { inspectUnsubscribeLink } from '@/lib/server/newsletter';
import { getMarket } from '@/lib/markets';
import { unsubscribeAction } from '../../actions';
import { isNewsletterLinkToken } from '@/lib/validations/subscribers';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false, follow: false } };

/**
 * /newsletter/unsubscribe/{token}: the visible link of every newsletter. One button (a plain form POST)
 * unsubscribes; the page then says it is done. Open during maintenance (docs/adr/0110).
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = isNewsletterLinkToken(token)
    ? await inspectUnsubscribeLink(token)
    : ({ valid: false } as const);
  if (!link.valid) {
    const copy = NEWSLETTER_COPY.en;
    return <NewsletterNotice market={null} title={copy.invalidTitle} text={copy.invalid} />;
  }
  const copy = NEWSLETTER_COPY[link.market ? getMarket(link.market).language : 'en'].unsubscribe;
  if (link.unsubscribed) {
    return <NewsletterNotice market={link.market} title={copy.doneTitle} text={copy.done} />;
  }
  return (
    <NewsletterNotice
      market={link.market}
      title={copy.title}
      text={copy.lead}
      action={{ label: copy.button, run: unsubscribeAction, token }}
    />
  );
}
