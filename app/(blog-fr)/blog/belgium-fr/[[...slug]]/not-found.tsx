import { blogNotFoundMetadata } from '@/app/_blog/blog-root';
import { ArticleNotFound } from '@/components/blog/article-view';
import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';

export const metadata = blogNotFoundMetadata('be-fr');

export default function NotFound() {
  return (
    <>
      <BlogHeader market="be-fr" />
      <main id="main" className="px-4 py-12">
        <ArticleNotFound market="be-fr" />
      </main>
      <BlogFooter market="be-fr" />
    </>
  );
}
