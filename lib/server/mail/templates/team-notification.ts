import 'server-only';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { BRAND_NAME } from '@/lib/constants/site';
import type { NotificationEvent } from '@/lib/constants/notifications';
import { absoluteUrl } from '@/lib/site-url';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/**
 * A team notification (issue 39 point 1, docs/adr/0112): what happened, as the domain that knows it
 * tells it. Plain data: this layer knows no domain.
 */
export type TeamNotice =
  | { event: 'lead-early-access'; from: string }
  | { event: 'lead-contact'; from: string }
  | { event: 'lead-newsletter' }
  | { event: 'translation-waiting'; article: string; languages: string[] }
  | { event: 'scheduled-live'; article: string; articleId: string; market: string }
  | { event: 'article-changed'; article: string; articleId: string; editor: string }
  | { event: 'job-failed'; job: string; error: string }
  | { event: 'new-device'; device: string; address: string | null; at: Date };

/** One notice in words: a subject (also the digest's line), one paragraph, and where to look. */
export interface TeamNoticeText {
  subject: string;
  paragraph: string;
  link: string;
}

const articleLink = (id: string) => absoluteUrl(`${ADMIN_ROUTES.articles}/${id}/edit`);

const WORDS: { [E in NotificationEvent]: (n: Extract<TeamNotice, { event: E }>) => TeamNoticeText } = {
  'lead-early-access': (n) => ({
    subject: `New early-access request from ${n.from}`,
    paragraph: `${n.from} asked for early access. The request waits in the leads inbox.`,
    link: absoluteUrl(ADMIN_ROUTES.leads),
  }),
  'lead-contact': (n) => ({
    subject: `New contact message from ${n.from}`,
    paragraph: `${n.from} sent a message through the contact form. It waits in the leads inbox for an answer.`,
    link: absoluteUrl(ADMIN_ROUTES.leads),
  }),
  'lead-newsletter': () => ({
    subject: 'New newsletter sign-up',
    paragraph: 'Someone signed up for the newsletter. The sign-up is in the leads inbox.',
    link: absoluteUrl(ADMIN_ROUTES.leads),
  }),
  'translation-waiting': (n) => ({
    subject: `Translation of "${n.article}" waiting for approval`,
    paragraph: `A machine translation of "${n.article}" (${n.languages.join(', ')}) is ready and waits for a person to review and approve it.`,
    link: absoluteUrl(ADMIN_ROUTES.translations),
  }),
  'scheduled-live': (n) => ({
    subject: `Your article "${n.article}" is live`,
    paragraph: `"${n.article}" (${n.market}) reached its scheduled time and is now on the site.`,
    link: articleLink(n.articleId),
  }),
  'article-changed': (n) => ({
    subject: `${n.editor} changed your article "${n.article}"`,
    paragraph: `${n.editor} saved changes to "${n.article}", an article you wrote. Its revisions show what changed.`,
    link: articleLink(n.articleId),
  }),
  'job-failed': (n) => ({
    subject: `The job "${n.job}" failed`,
    paragraph: `The scheduled job "${n.job}" failed: ${n.error}. It is retried with a growing delay; the Maintenance screen shows its runs.`,
    link: absoluteUrl(ADMIN_ROUTES.maintenance),
  }),
  'new-device': (n) => ({
    subject: `New sign-in to your ${BRAND_NAME} account from ${n.device}`,
    paragraph: `Your account was signed in to from ${n.device}${n.address ? ` (address ${n.address})` : ''} at ${n.at.toISOString().replace('T', ' ').slice(0, 16)} UTC, a browser it had not signed in from before. If this was not you, change your password and sign out the session from the Account page.`,
    link: absoluteUrl(ADMIN_ROUTES.account),
  }),
};

export function teamNoticeText(notice: TeamNotice): TeamNoticeText {
  const words = WORDS[notice.event] as (n: TeamNotice) => TeamNoticeText;
  return words(notice);
}

const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;

// A function: the site's address is read from the configuration when a mail is written, not at import.
const settingsLine = () =>
  `You get this because of your notification choices on the Account page: ${absoluteUrl(ADMIN_ROUTES.account)}`;

/** One notice, sent at once. */
export function teamNotificationMessage(input: {
  to: string;
  name: string;
  notice: TeamNotice;
}): MailMessage {
  const { subject, paragraph, link } = teamNoticeText(input.notice);
  const name = input.name || 'there';
  const text = [`Hello ${name},`, '', paragraph, '', link, '', settingsLine()].join('\n');
  const html = page([
    `Hello ${escapeHtml(name)},`,
    escapeHtml(paragraph),
    `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    escapeHtml(settingsLine()),
  ]);
  return { to: input.to, subject: `[${BRAND_NAME}] ${subject}`, text, html };
}

/** The daily digest: every notice the account chose to get that way since the last one, one per line. */
export function teamDigestMessage(input: {
  to: string;
  name: string;
  items: { summary: string; link: string | null }[];
}): MailMessage {
  const name = input.name || 'there';
  const count = input.items.length;
  const intro = `${count} notification${count === 1 ? '' : 's'} since your last digest:`;
  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    ...input.items.map((i) => `- ${i.summary}${i.link ? `\n  ${i.link}` : ''}`),
    '',
    settingsLine(),
  ].join('\n');
  const list = input.items
    .map((i) =>
      i.link
        ? `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.summary)}</a></li>`
        : `<li>${escapeHtml(i.summary)}</li>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${list}</ul>
<p>${escapeHtml(settingsLine())}</p>
</body></html>`;
  const subject = `[${BRAND_NAME}] Your daily digest: ${count} notification${count === 1 ? '' : 's'}`;
  return { to: input.to, subject, text, html };
}
