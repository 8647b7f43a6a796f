import type { Metadata } from 'next';
import '../../globals.css';
import { BRAND_NAME } from '@/lib/constants';

// The portal is hidden: never indexed or followed (next.config.mjs also sends X-Robots-Tag and forbids framing).
export const metadata: Metadata = {
  title: { default: `Admin | ${BRAND_NAME}`, template: `%s | ${BRAND_NAME} Admin` },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
