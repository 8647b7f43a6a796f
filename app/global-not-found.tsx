import type { Metadata } from 'next';
import Link from 'next/link';
import { PublicStylesheet } from '@/components/site/public-stylesheet';
import { SiteFooter } from '@/components/site/site-footer';
import { BUILT_IN_FOOTER } from '@/lib/constants/settings';
import { SiteHeader } from '@/components/site/site-header';
import { NOT_FOUND_METADATA } from '@/lib/content/site-pages';
import { MARKETS } from '@/lib/markets';

export const metadata: Metadata = NOT_FOUND_METADATA;

/** The one 404 for unmatched URLs, inside the site's own header and footer, with the ways back. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PublicStylesheet />
        <SiteHeader />
        <main id="main" className="bg-slate-50 px-4 py-20 text-center">
          <p className="text-brand-600 text-6xl font-bold">404</p>
          <h1 className="mt-4 text-2xl font-semibold">Page Not Found</h1>
          <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
          <nav aria-label="Ways back" className="mt-6">
            <ul className="flex flex-wrap justify-center gap-3">
              <li>
                <Link
                  href="/"
                  className="bg-brand-600 inline-block rounded-md px-4 py-2 font-medium text-white"
                >
                  Back to Home
                </Link>
              </li>
              {MARKETS.map((m) => (
                <li key={m.code}>
                  <a
                    href={m.basePath}
                    lang={m.language === 'en' ? undefined : m.locale}
                    className="text-brand-700 inline-block rounded-md px-4 py-2 font-medium ring-1 ring-slate-300 hover:bg-white"
                  >
                    {m.code === 'global' ? 'Read the blog' : `Blog: ${m.label}`}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </main>
        <SiteFooter settings={BUILT_IN_FOOTER} />
      </body>
    </html>
  );
}
