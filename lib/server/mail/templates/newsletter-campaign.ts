import 'server-only';
import { BRAND_NAME } from '@/lib/constants/site';
import type { Language } from '@/lib/markets';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/** One article as a newsletter lists it: public data only, links already absolute and tagged. */
export interface NewsletterArticle {
  title: string;
  summary: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  url: string;
}

const WORDS: Record<
  Language,
  { read: string; why: (brand: string) => string; unsubscribe: string; test: string }
> = {
  en: {
    read: 'Read the article',
    why: (brand) => `You receive this because you subscribed to the ${brand} newsletter.`,
    unsubscribe: 'Unsubscribe',
    test: 'Test send: the unsubscribe link of this copy changes nothing.',
  },
  fr: {
    read: "Lire l'article",
    why: (brand) => `Vous recevez ce message car vous êtes abonné(e) à la newsletter ${brand}.`,
    unsubscribe: 'Se désabonner',
    test: 'Envoi de test : le lien de désabonnement de cette copie ne change rien.',
  },
  nl: {
    read: 'Lees het artikel',
    why: (brand) => `U ontvangt dit omdat u zich hebt ingeschreven op de nieuwsbrief van ${brand}.`,
    unsubscribe: 'Uitschrijven',
    test: 'Testverzending: de afmeldlink van dit exemplaar verandert niets.',
  },
};

/**
 * A newsletter campaign's mail (issue 39): HTML and plain text in the market's language, a visible
 * unsubscribe link, and the RFC 8058 headers (a mail client POSTs `List-Unsubscribe=One-Click` to the
 * oneClick address). Everything the team or an article's author typed is escaped.
 */
export function newsletterCampaignMessage(input: {
  to: string;
  subject: string;
  intro: string;
  language: Language;
  articles: NewsletterArticle[];
  unsubscribe: { oneClick: string; page: string };
  test?: boolean;
}): MailMessage {
  const w = WORDS[input.language];
  const introParagraphs = input.intro
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const text = [
    ...(input.test ? [w.test, ''] : []),
    ...introParagraphs.flatMap((p) => [p, '']),
    ...input.articles.flatMap((a) => [a.title, ...(a.summary ? [a.summary] : []), `${w.read}: ${a.url}`, '']),
    '--',
    w.why(BRAND_NAME),
    `${w.unsubscribe}: ${input.unsubscribe.page}`,
  ].join('\n');
  const articleHtml = input.articles
    .map((a) => {
      const url = escapeHtml(a.url);
      const image = a.imageUrl
        ? `<a href="${url}"><img src="${escapeHtml(a.imageUrl)}" alt="${escapeHtml(a.imageAlt ?? '')}" width="560" style="max-width:100%;height:auto;border-radius:6px"></a>`
        : '';
      const summary = a.summary ? `<p style="margin:8px 0">${escapeHtml(a.summary)}</p>` : '';
      return `<div style="margin:24px 0">${image}
<h2 style="font-size:18px;margin:12px 0 4px"><a href="${url}" style="color:#0f172a">${escapeHtml(a.title)}</a></h2>${summary}
<p><a href="${url}" style="color:#2563eb">${escapeHtml(w.read)}</a></p></div>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:600px;margin:0 auto;padding:16px">
${input.test ? `<p style="padding:8px;background:#fef3c7">${escapeHtml(w.test)}</p>` : ''}
${introParagraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${articleHtml}
<hr style="border:none;border-top:1px solid #e2e8f0">
<p style="font-size:12px;color:#64748b">${escapeHtml(w.why(BRAND_NAME))} <a href="${escapeHtml(input.unsubscribe.page)}" style="color:#64748b">${escapeHtml(w.unsubscribe)}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
