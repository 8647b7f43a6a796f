// /blog/belgium-fr and /blog/belgium-fr/{slug} — the be-fr market's blog index and articles
import { marketPage } from '@/app/_blog/market-page';

// BLOG_REVALIDATE_SECONDS (lib/blog/cache-tags.ts); Next reads segment config only as a literal.
export const revalidate = 60;
export const dynamicParams = true;

// Nothing at build time (the build has no database): each page renders on its first request, then ISR.
export function generateStaticParams() {
  return [];
}

const { Page, generateMetadata } = marketPage('be-fr');
export { generateMetadata };
export default Page;
