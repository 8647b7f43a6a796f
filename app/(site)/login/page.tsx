import Link from 'next/link';
import { EarlyAccessForm } from '@/components/site/early-access-form-client';
import { SiteFooter } from '@/components/site/site-footer';
import { footerSettings } from '@/lib/server/settings';
import { SiteHeader } from '@/components/site/site-header';
import { buttonClass } from '@/components/ui/button';
import { SITE_PAGE_METADATA } from '@/lib/content/site-pages';

export const dynamic = 'force-static';

export const metadata = SITE_PAGE_METADATA['/login'];

export default async function LoginPage() {
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="from-brand-50 bg-linear-to-b to-white px-4 pt-32 pb-20 outline-none sm:px-6"
      >
        <div className="mx-auto max-w-xl">
          <h1 className="text-navy-900 text-center text-4xl font-extrabold tracking-tight">
            Login Coming Soon
          </h1>
          <p className="mt-4 text-center text-lg text-slate-700">
            We&apos;re rolling out access gradually. Leave your email address and we&apos;ll let you know as
            soon as your early access is ready.
          </p>
          <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <EarlyAccessForm />
          </div>
          <nav aria-label="Explore" className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/#features" className={buttonClass('secondary')}>
              See Features
            </Link>
            <Link href="/#pricing" className={buttonClass('secondary')}>
              View Pricing
            </Link>
            <Link href="/blog" className={buttonClass('secondary')}>
              Read Blog
            </Link>
            <Link href="/" className={buttonClass('ghost')}>
              Back to Home
            </Link>
          </nav>
        </div>
      </main>
      <SiteFooter settings={await footerSettings()} />
    </>
  );
}
