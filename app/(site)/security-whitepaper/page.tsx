import Link from 'next/link';
import { SiteFooter } from '@/components/site/site-footer';
import { footerSettings } from '@/lib/server/settings';
import { SiteHeader } from '@/components/site/site-header';
import { LockIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { BRAND_NAME, SECURITY_CONTACT_EMAIL } from '@/lib/constants/site';
import { SITE_PAGE_METADATA } from '@/lib/content/site-pages';
import { WHITEPAPER_CARDS } from '@/lib/content/security';

export const dynamic = 'force-static';

export const metadata = SITE_PAGE_METADATA['/security-whitepaper'];

export default async function SecurityWhitepaperPage() {
  const whitepaperMail = `mailto:${SECURITY_CONTACT_EMAIL}?subject=${encodeURIComponent(`${BRAND_NAME} security whitepaper request`)}`;
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="px-4 pt-28 pb-20 outline-none sm:px-6">
        <div className="mx-auto max-w-5xl">
          <Link href="/" className="text-brand-700 text-sm font-semibold hover:underline">
            ← Back to Home
          </Link>
          <h1 className="text-navy-900 mt-6 text-4xl font-extrabold tracking-tight">Security Overview</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Your clients trust you with their most sensitive information. Here is how we protect it.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {WHITEPAPER_CARDS.map((card) => (
              <li key={card.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <LockIcon className="text-brand-600 h-6 w-6" />
                <h2 className="text-navy-900 mt-3 text-xl font-semibold">{card.title}</h2>
                <p className="mt-2 text-slate-700">{card.text}</p>
              </li>
            ))}
          </ul>
          <div className="bg-navy-900 mt-12 rounded-2xl p-8 text-white">
            <h2 className="text-2xl font-bold">Request the full security whitepaper</h2>
            <p className="mt-2 text-slate-200">
              Our security team sends the whitepaper, including our architecture and subprocessor list, on
              request.
            </p>
            <a
              href={whitepaperMail}
              className="text-navy-900 hover:bg-brand-50 mt-6 inline-flex rounded-lg bg-white px-5 py-3 font-semibold"
            >
              Email {SECURITY_CONTACT_EMAIL}
            </a>
          </div>
          <div className="mt-10">
            <Link href="/" className={buttonClass('secondary')}>
              Back to Home
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter settings={await footerSettings()} />
    </>
  );
}
