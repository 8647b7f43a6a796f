import type { Metadata } from 'next';
import type { Language } from '@/lib/markets';
import { siteOrigin } from '@/lib/site-url';

export function blogRootMetadata(): Metadata {
  return { metadataBase: siteOrigin() };
}

/** The blog's root layout body; each language has its own root layout so <html lang> is right. */
export function BlogRoot({ lang, children }: { lang: Language; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased [&>main]:flex-1">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
