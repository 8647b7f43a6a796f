import type { Metadata } from 'next';
import { PublicStylesheet } from '@/components/site/public-stylesheet';
import { AnalyticsBeacon } from '@/components/site/analytics-beacon-client';
import { CookieBanner } from '@/components/site/cookie-banner-client';
import { BRAND_NAME, DEFAULT_TITLE } from '@/lib/constants/site';
import { COOKIE_BANNER_TEXT, HOME_DESCRIPTION } from '@/lib/content/site-copy';
import { cookieBannerText } from '@/lib/server/settings';
import { announcedWindows } from '@/lib/server/maintenance';
import { MaintenanceNotice } from '@/components/site/maintenance-notice-client';
import { siteOrigin } from '@/lib/site-url';

export function generateMetadata(): Metadata {
  return {
    metadataBase: siteOrigin(),
    title: { default: DEFAULT_TITLE, template: `%s | ${BRAND_NAME}` },
    description: HOME_DESCRIPTION,
    applicationName: BRAND_NAME,
  };
}

export default async function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PublicStylesheet />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <MaintenanceNotice windows={await announcedWindows()} language="en" />
        {children}
        <CookieBanner text={(await cookieBannerText('en')) || COOKIE_BANNER_TEXT} />
        <AnalyticsBeacon />
      </body>
    </html>
  );
}
