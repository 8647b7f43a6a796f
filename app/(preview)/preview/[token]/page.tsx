// /preview/{token} — an article's latest saved version for a reviewer with the link (docs/adr/0086)
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPreview } from '@/app/_blog/preview';
import { ArticleView } from '@/components/blog/article-view';

// Read on every request, never cached: a save shows on the next reload and a revoked link is dead at once.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preview = await loadPreview((await params).token);
  return {
    title: { absolute: preview ? `Preview: ${preview.article.title}` : 'Page Not Found' },
    robots: { index: false, follow: false },
  };
}

export default async function PreviewPage({ params }: Props) {
  const preview = await loadPreview((await params).token);
  if (!preview) notFound();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl min-w-0 px-4 py-12 sm:px-6">
      <ArticleView market={preview.market} article={preview.article} />
    </main>
  );
}
