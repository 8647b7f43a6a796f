import type { Metadata } from 'next';
// Radix Themes' CSS is imported by the portal's root layout only, so no public page ships it.
import '@radix-ui/themes/styles.css';
import '../../globals.css';
import './portal.css';
// The editor's preview draws the blog's article (the public pages have this file inside their own stylesheet).
import '@/components/blog/blog.css';
import { connection } from 'next/server';
import { Theme } from '@radix-ui/themes';
import { Toaster } from '@/components/admin/ui/toaster';
import { BRAND_NAME } from '@/lib/constants/site';

// The portal is hidden: never indexed or followed (next.config.mjs also sends X-Robots-Tag and forbids framing).
export const metadata: Metadata = {
  title: { default: `Admin | ${BRAND_NAME}`, template: `%s | ${BRAND_NAME} Admin` },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

export default async function AdminRootLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request: Next puts proxy.ts's per-request CSP nonce on its scripts only then.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        <Theme accentColor="indigo" grayColor="slate" radius="medium" panelBackground="solid">
          <Toaster>{children}</Toaster>
        </Theme>
      </body>
    </html>
  );
}
