// /preview/{token} — root layout: the article's market header, footer and styles around a preview
import { BlogRoot } from '@/app/_blog/blog-root';
import { loadPreview, PreviewBanner } from '@/app/_blog/preview';
import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';

type Props = { children: React.ReactNode; params: Promise<{ token: string }> };

// The root layout of its own group, so <html lang> follows the article's market (the blog's layouts
// are bound to one language each). A dead token still gets a page here; the page answers the 404.
export default async function PreviewLayout({ children, params }: Props) {
  const preview = await loadPreview((await params).token);
  const market = preview?.market ?? 'global';
  return (
    <BlogRoot market={market}>
      {preview ? <PreviewBanner status={preview.status} /> : null}
      <BlogHeader market={market} />
      {children}
      <BlogFooter market={market} />
    </BlogRoot>
  );
}
