import type { Metadata } from 'next';
import { ArticleEditorClient } from '@/components/admin/articles/article-editor-client';

export const metadata: Metadata = { title: 'New Article' };

export default function NewArticlePage() {
  return <ArticleEditorClient />;
}
