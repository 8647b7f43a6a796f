import { blogNotFoundMetadata } from '@/app/_blog/blog-root';
import { ArticleNotFound } from '@/components/blog/article-view';
import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';

export const metadata = blogNotFoundMetadata('usa');

export default function NotFound() {
  return (
    <>
      <BlogHeader market="usa" />
      <main id="main" className="px-4 py-12">
        <ArticleNotFound market="usa" />
      </main>
      <BlogFooter market="usa" />
    </>
  );
}
