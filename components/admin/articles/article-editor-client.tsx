'use client';
import { Box, Button, Callout, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import {
  formFromArticle,
  NEW_ARTICLE_FORM,
  sameForm,
  toSavePayload,
  type ArticleForm,
} from '@/lib/admin/article-form';
import type { AdminArticleData, ArticleResponse } from '@/lib/admin/article-types';
import { ADMIN_ROUTES, ARTICLE_EDIT_CONFLICT_MESSAGE, type ArticleStatus } from '@/lib/constants';
import { AdminApiError, adminFetch, toastErrorText } from '../admin-api';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { useCategories } from './use-categories';
import { StatusBadge } from './article-badges';

import { ArticleFields } from './article-fields';
import { editArticleHref } from './article-table';
import { useUnsavedChanges } from './use-unsaved-changes';

// The preview pulls in the sanitizer and the public article component: only when it is opened.
const ArticlePreview = dynamic(() => import('./article-preview').then((m) => m.ArticlePreview), {
  ssr: false,
  loading: () => <Spinner />,
});

const ARTICLES_API = '/api/admin/blog/articles';

/** The server's 409 for a save based on an old version (a taken slug is a 409 too, with its own message). */
function isStaleEdit(error: unknown): boolean {
  return (
    error instanceof AdminApiError &&
    error.status === 409 &&
    error.serverMessage === ARTICLE_EDIT_CONFLICT_MESSAGE
  );
}

/** SPEC 2 'Article editor' (new when `articleId` is absent, else edit). */
export function ArticleEditorClient({ articleId }: { articleId?: string }) {
  const router = useRouter();
  const toast = useToast();
  const categories = useCategories();
  const [loaded, setLoaded] = useState<AdminArticleData | null>(null);
  const [form, setForm] = useState<ArticleForm>(NEW_ARTICLE_FORM);
  const [saved, setSaved] = useState<ArticleForm>(NEW_ARTICLE_FORM);
  const [loading, setLoading] = useState(Boolean(articleId));
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const [stale, setStale] = useState(false);
  // Rendered in the browser only (behind SessionGuard), so the origin is known from the start.
  const [origin] = useState(() => (typeof window === 'undefined' ? '' : window.location.origin));

  const dirty = !loading && !sameForm(form, saved);
  useUnsavedChanges(dirty);

  const adopt = useCallback((article: AdminArticleData) => {
    const next = formFromArticle(article);
    setLoaded(article);
    setForm(next);
    setSaved(next);
  }, []);

  const load = useCallback(
    (id: string, signal?: AbortSignal) =>
      adminFetch<ArticleResponse>(`${ARTICLES_API}/${id}`, { signal })
        .then((body) => {
          adopt(body.article);
          setStale(false);
        })
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          console.error('Failed to fetch article', error);
          toast(errorToast('Failed to fetch article'));
          router.push(ADMIN_ROUTES.articles);
        })
        .finally(() => setLoading(false)),
    [adopt, router, toast],
  );

  useEffect(() => {
    if (!articleId) return;
    const controller = new AbortController();
    void load(articleId, controller.signal);
    return () => controller.abort();
  }, [articleId, load]);

  async function save(status: ArticleStatus) {
    setSaving(true);
    const body = toSavePayload(form, status, loaded);
    try {
      const result = loaded
        ? await adminFetch<ArticleResponse>(`${ARTICLES_API}/${loaded.id}`, { method: 'PUT', body })
        : await adminFetch<ArticleResponse>(ARTICLES_API, { method: 'POST', body });
      adopt(result.article);
      setStale(false);
      toast({ title: 'Success', description: result.message });
      // After the first create the screen becomes that article's edit screen (SPEC 4).
      if (!loaded) router.replace(editArticleHref(result.article.id));
    } catch (error) {
      if (isStaleEdit(error)) setStale(true);
      else toast(errorToast(toastErrorText(error, 'Failed to save article')));
    } finally {
      setSaving(false);
    }
  }

  const heading = articleId || loaded ? 'Edit Article' : 'New Article';
  const actions = (
    <>
      <Button
        highContrast
        type="button"
        variant="soft"
        color="gray"
        onClick={() => setPreview((p) => !p)}
        aria-expanded={preview}
      >
        {preview ? 'Hide Preview' : 'Show Preview'}
      </Button>
      <Button
        highContrast
        type="submit"
        form="article-form"
        name="intent"
        value="selected"
        variant="soft"
        disabled={saving || loading}
      >
        Save
      </Button>
      <Button
        highContrast
        type="submit"
        form="article-form"
        name="intent"
        value="draft"
        variant="outline"
        disabled={saving || loading}
      >
        Save Draft
      </Button>
      <Button
        highContrast
        type="submit"
        form="article-form"
        name="intent"
        value="published"
        disabled={saving || loading}
      >
        Publish
      </Button>
    </>
  );

  return (
    <Box style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <PageHeader
        title={heading}
        backHref={ADMIN_ROUTES.articles}
        backLabel="Back to Articles"
        badge={<StatusBadge status={loaded?.status ?? 'draft'} />}
        actions={actions}
      />
      <Flex direction="column" gap="4" px="6" py="6" mx="auto" style={{ maxWidth: 1200 }}>
        {stale ? (
          <Callout.Root color="amber" role="alert">
            <Callout.Text>
              Someone else changed this article since you opened it, so it was not saved. Your changes are
              still in the form: copy what you need, then reload the article to see the latest version.
            </Callout.Text>
            <Flex gap="2" mt="2">
              <Button highContrast size="1" color="amber" onClick={() => loaded && void load(loaded.id)}>
                Reload article
              </Button>
              <Button highContrast size="1" variant="soft" color="gray" onClick={() => setStale(false)}>
                Keep my changes
              </Button>
            </Flex>
          </Callout.Root>
        ) : null}
        {loading ? (
          <Flex justify="center" align="center" gap="2" py="9">
            <Spinner size="3" />
            <Text color="gray">Loading...</Text>
          </Flex>
        ) : (
          <Flex gap="4" direction={{ initial: 'column', lg: 'row' }} align="start">
            <Card size="3" style={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>
              <form
                id="article-form"
                aria-label={heading}
                onSubmit={(event) => {
                  event.preventDefault();
                  const native = event.nativeEvent;
                  const intent =
                    native instanceof SubmitEvent && native.submitter instanceof HTMLButtonElement
                      ? native.submitter.value
                      : '';
                  // Save Draft forces draft, Publish forces published; Save (and Enter) keeps the selected status.
                  void save(intent === 'draft' || intent === 'published' ? intent : form.status);
                }}
              >
                <ArticleFields form={form} onChange={setForm} categories={categories} origin={origin} />
              </form>
            </Card>
            {preview ? (
              <Box style={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>
                <ArticlePreview form={form} loaded={loaded} categories={categories} />
              </Box>
            ) : null}
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
