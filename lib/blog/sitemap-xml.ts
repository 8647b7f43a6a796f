/** The sitemaps.org XML of the sitemap index and its files, written by hand: Next's sitemap.ts makes one file only. */

export interface SitemapUrl {
  loc: string;
  lastmod: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
  /** hreflang code → URL (xhtml:link alternates). */
  alternates?: Readonly<Record<string, string>>;
}

export interface SitemapFileEntry {
  loc: string;
  lastmod: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function urlXml(u: SitemapUrl): string {
  const parts = [`<url><loc>${escapeXml(u.loc)}</loc><lastmod>${escapeXml(u.lastmod)}</lastmod>`];
  if (u.changefreq) parts.push(`<changefreq>${u.changefreq}</changefreq>`);
  if (u.priority !== undefined) parts.push(`<priority>${u.priority}</priority>`);
  for (const [lang, href] of Object.entries(u.alternates ?? {})) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`);
  }
  parts.push('</url>');
  return parts.join('');
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(urlXml),
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(files: readonly SitemapFileEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (f) => `<sitemap><loc>${escapeXml(f.loc)}</loc><lastmod>${escapeXml(f.lastmod)}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
