import { blogNotFoundMetadata } from '@/app/_blog/blog-root';
import { ArticleNotFound } from '@/components/blog/article-view';
import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';

export const metadata = blogNotFoundMetadata('be-nl');

export default function NotFound() {
  return (
    <>
      <BlogHeader market="be-nl" />
      <main id="main" className="px-4 py-12">
        <ArticleNotFound market="be-nl" />
      </main>
      <BlogFooter market="be-nl" />
    </>
  );
}
