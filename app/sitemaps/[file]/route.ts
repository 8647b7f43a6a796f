// GET /sitemaps/{file} — the sitemap index (index.xml, also at /sitemap.xml) and its files (docs/adr/0055)
import { getSitemapXml } from '@/lib/server/articles';
import { PUBLIC_CACHE_CONTROL } from '@/lib/blog/cache-tags';
import { sitemapFileParams } from '@/lib/validations/article';

// ISR: each file is rendered on its first request and then served from the cache; Next renders one
// path once at a time (concurrent misses wait for the same render), and the article writes' tag
// (CACHE_TAGS.sitemap, CACHE_TAGS.sitemapMarket) expire it. Nothing at build time: the build has no database.
export const dynamic = 'force-static';
// BLOG_REVALIDATE_SECONDS (lib/blog/cache-tags.ts); Next reads segment config only as a literal.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const parsed = sitemapFileParams.safeParse(await context.params);
  if (!parsed.success) return notFound();
  const xml = await getSitemapXml(parsed.data.file);
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': PUBLIC_CACHE_CONTROL },
  });
}
