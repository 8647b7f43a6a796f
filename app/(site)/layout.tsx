import type { Metadata } from 'next';
import '../globals.css';
import { BRAND_NAME, DEFAULT_TITLE } from '@/lib/constants';
import { siteOrigin } from '@/lib/site-url';

export function generateMetadata(): Metadata {
  return {
    metadataBase: siteOrigin(),
    title: { default: DEFAULT_TITLE, template: `%s | ${BRAND_NAME}` },
    description: 'Research like a librarian, draft like an associate, organize like a paralegal — at solo-firm prices.',
  };
}

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
