import type { MetadataRoute } from 'next';
import { MARKETING_PAGES } from '@/lib/blog/public-pages';
import { articleAlternates, indexAlternates } from '@/lib/blog/paths';
import { articlePath, MARKETS } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import { getDb } from '@/lib/server/db/client';
import { getSitemapArticles } from '@/lib/server/services/public-blog';

// Read at request time from the data cache (revalidated on every admin write): the build has no database.
export const dynamic = 'force-dynamic';

/** Every public page: the marketing routes, each market's blog index, and every public article with its language versions. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getSitemapArticles(await getDb());
  const marketing = MARKETING_PAGES.map((p) => ({
    url: absoluteUrl(p.path),
    changeFrequency: 'weekly' as const,
    priority: p.priority,
  }));
  const indexes = MARKETS.map((m) => {
    const latest = articles
      .filter((a) => a.market === m.code)
      .map((a) => a.lastModified)
      .sort()
      .at(-1);
    return {
      url: absoluteUrl(m.basePath),
      lastModified: latest,
      changeFrequency: 'daily' as const,
      priority: 0.8,
      alternates: { languages: indexAlternates(absoluteUrl) },
    };
  });
  const posts = articles.map((a) => ({
    url: absoluteUrl(articlePath(a.market, a.slug)),
    lastModified: a.lastModified,
    changeFrequency: 'monthly' as const,
    priority: 0.7,
    alternates: { languages: articleAlternates(a.versions, absoluteUrl) },
  }));
  return [...marketing, ...indexes, ...posts];
}
