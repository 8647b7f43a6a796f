import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ArticleListClient } from '@/components/admin/articles/article-list-client';

export const metadata: Metadata = { title: 'Articles' };

// The dashboard layout has checked the session; the list reads the admin API with the stored token.
export default function ArticlesPage() {
  return (
    <Suspense>
      <ArticleListClient />
    </Suspense>
  );
}
