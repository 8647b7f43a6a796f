// The framework's floor for any public page's size (issue 40: `/blog` and `/tx` beside a static page of their
// own bytes, not the article's): as many paragraphs as the path says, rendered on the first request and
// then served from Next's cache like any page it prerendered.
import { notFound } from 'next/navigation';
import { ArticleSizeText } from '../../_floor/parts';

export const dynamicParams = true;
export const revalidate = false;

export function generateStaticParams() {
  return [];
}

export const metadata = { title: 'A static page of a given size' };

export default async function Page({ params }) {
  const paragraphs = Number((await params).paragraphs);
  if (!Number.isInteger(paragraphs) || paragraphs < 1 || paragraphs > 1000) notFound();
  return (
    <main>
      <ArticleSizeText paragraphs={paragraphs} />
    </main>
  );
}
