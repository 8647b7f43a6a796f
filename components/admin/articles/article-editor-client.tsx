'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { useArticle, useCategoryList } from '../kit/queries';
import { LoadingState } from '../kit/states';
import { errorToast, useToast } from '../ui/toaster';
import { EditorForm } from './article-editor-form';
import { EditorActionBar } from './editor-action-bar';
import { EditorFrame } from './editor-frame';

/** The article id in an edit screen's path. */
const EDIT_PATH = new RegExp(`^${ADMIN_ROUTES.articles}/([0-9a-f-]{36})/edit$`);

/** spec.md "Article editor" (new when `articleId` is absent, else edit). */
export function ArticleEditorClient({ articleId }: { articleId?: string }) {
  const router = useRouter();
  const toast = useToast();
  // A new article's first save moves the address to its edit screen in place (history.replaceState):
  // the screen stays mounted, so the focus stays where the author was (issue 33 point 7). Should the
  // new-article screen ever be shown at an edit address (Back to that entry), it loads that article.
  const pathname = usePathname();
  const id = articleId ?? EDIT_PATH.exec(pathname)?.[1];
  const [startedNew] = useState(id === undefined);
  const categories = useCategoryList().data ?? [];
  const article = useArticle(id);

  // spec.md "Routes": a failed load says so and returns to the list (after the kit's retries of a 503).
  const failed = article.isError && !startedNew;
  useEffect(() => {
    if (!failed) return;
    console.error('Failed to fetch article', article.error);
    toast(errorToast('Failed to fetch article'));
    router.push(ADMIN_ROUTES.articles);
  }, [failed, article.error, router, toast]);

  const loadedArticle = startedNew ? null : article.data?.article;
  if (loadedArticle === undefined) {
    return (
      <EditorFrame
        heading="Edit Article"
        bar={
          <EditorActionBar article={null} now={0} state={null} published={false} disabled onSave={() => {}} />
        }
      >
        {failed ? null : <LoadingState />}
      </EditorFrame>
    );
  }
  return (
    <EditorForm
      // A new form per article: its values start from what was loaded.
      key={loadedArticle?.id ?? 'new'}
      initial={loadedArticle}
      categories={categories}
      reload={async () => (await article.refetch()).data?.article}
    />
  );
}
