import type { Metadata } from 'next';
import { ArticleEditorClient } from '@/components/admin/articles/article-editor-client';

export const metadata: Metadata = { title: 'Edit Article' };

export default async function EditArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // A malformed id is the API's to refuse: the editor then says 'Failed to fetch article' and goes back.
  return <ArticleEditorClient articleId={id} />;
}
