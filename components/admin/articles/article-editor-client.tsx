'use client';
import { Box, Button, Callout, Card, Flex, Spinner } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { formFromArticle, NEW_ARTICLE_FORM, toSavePayload, type ArticleForm } from '@/lib/admin/article-form';
import type { AdminArticleData, ArticleResponse, CategoryOption } from '@/lib/admin/article-types';
import { ARTICLE_TOO_LARGE_MESSAGE } from '@/lib/constants/forms';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { ARTICLE_EDIT_CONFLICT_MESSAGE, type ArticleStatus } from '@/lib/constants/articles';
import { articleSavePayload } from '@/lib/validations/article';
import { AdminApiError, adminFetch, toastErrorText } from '../kit/admin-fetch';
import { schemaResolver, setServerFieldErrors, useFocusFirstInvalid } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ARTICLES_API, useArticle, useCategoryList } from '../kit/queries';
import { adminKeys } from '../kit/query-keys';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { LoadingState } from '../kit/states';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { ArticleStateBadge } from './article-badges';
import { ArticleFields } from './article-fields';
import { editArticleHref } from './article-table';
import { RevisionsPanel } from './revisions-panel';
import { PreviewActions } from './preview-actions';
import { SaveStatus } from './save-status';
import { useAutosave } from './use-autosave';
import { useLocalDraft } from './use-local-draft';
import { useUnsavedChanges } from './use-unsaved-changes';

// The preview pulls in the sanitizer and the public article component: only when it is opened.
const ArticlePreview = dynamic(() => import('./article-preview').then((m) => m.ArticlePreview), {
  ssr: false,
  loading: () => <Spinner />,
});

/** A body past the save's limit: the 413 names it, and the editor shows it under the content. */
function isTooLarge(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError && error.status === 413;
}

/** The server's 409 for a save based on an old version (a taken slug is a 409 too, with its own message). */
function isStaleEdit(error: unknown): boolean {
  return (
    error instanceof AdminApiError &&
    error.status === 409 &&
    error.serverMessage === ARTICLE_EDIT_CONFLICT_MESSAGE
  );
}

const FORM_FIELDS = Object.keys(NEW_ARTICLE_FORM) as (keyof ArticleForm)[];

// The save handler's own schema, over the body this form would send (edit-only fields aside).
const resolver = schemaResolver(articleSavePayload, (form: ArticleForm) =>
  toSavePayload(form, form.status, null),
);

/** spec.md "Article editor" (new when `articleId` is absent, else edit). */
export function ArticleEditorClient({ articleId }: { articleId?: string }) {
  const router = useRouter();
  const toast = useToast();
  const categories = useCategoryList().data ?? [];
  const article = useArticle(articleId);

  // spec.md "Routes": a failed load says so and returns to the list (after the kit's retries of a 503).
  const failed = article.isError;
  useEffect(() => {
    if (!failed) return;
    console.error('Failed to fetch article', article.error);
    toast(errorToast('Failed to fetch article'));
    router.push(ADMIN_ROUTES.articles);
  }, [failed, article.error, router, toast]);

  if (articleId && !article.data) {
    return (
      <EditorFrame heading="Edit Article" article={null} actions={<SaveButtons disabled />}>
        {failed ? null : <LoadingState />}
      </EditorFrame>
    );
  }
  return (
    <EditorForm
      // A new form per article: its values start from what was loaded.
      key={article.data?.article.id ?? 'new'}
      initial={article.data?.article ?? null}
      categories={categories}
      reload={async () => (await article.refetch()).data?.article}
    />
  );
}

function EditorForm({
  initial,
  categories,
  reload,
}: {
  initial: AdminArticleData | null;
  categories: readonly CategoryOption[];
  reload: () => Promise<AdminArticleData | undefined>;
}) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [loaded, setLoadedArticle] = useState(initial);
  // When the editor last learned the article's state: "Scheduled" is judged against it, not against
  // the time the editor opened (an article published a minute later would otherwise look scheduled).
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  function setLoaded(article: AdminArticleData) {
    setLoadedArticle(article);
    setLoadedAt(Date.now());
  }
  const [preview, setPreview] = useState(false);
  const [stale, setStale] = useState(false);
  // Rendered in the browser only (behind SessionGuard), so the origin is known from the start.
  const [origin] = useState(() => (typeof window === 'undefined' ? '' : window.location.origin));
  const [initialValues] = useState(() => (initial ? formFromArticle(initial) : NEW_ARTICLE_FORM));
  const form = useForm<ArticleForm>({ defaultValues: initialValues, resolver });
  const values = useWatch({ control: form.control }) as ArticleForm;
  useUnsavedChanges(form.formState.isDirty);
  const draft = useLocalDraft(initial?.id, values, initialValues, form.formState.isDirty);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, form.formState.errors);
  // A save that would take a published article off the site, held until the author confirms it.
  const [offlineAsk, setOfflineAsk] = useState<{ values: ArticleForm; status: ArticleStatus } | null>(null);

  // Ctrl+S / Cmd+S saves (keeping the selected status) instead of the browser's "Save page as".
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      formRef.current?.requestSubmit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const save = useAdminMutation({
    mutationFn: ({ body, id }: { body: ReturnType<typeof toSavePayload>; id: string | undefined }) =>
      adminFetch<ArticleResponse>(id ? `${ARTICLES_API}/${id}` : ARTICLES_API, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    invalidates: INVALIDATES.articleSave,
    // The stale-edit callout and the too-large message under the content say it better than a toast.
    errorText: (error) =>
      isStaleEdit(error) || isTooLarge(error) ? null : toastErrorText(error, 'Failed to save article'),
  });

  const autosave = useAutosave({
    loaded,
    initial: initialValues,
    values,
    busy: save.isPending,
    paused: draft.offer !== null || stale,
    onSaved: (article, sent) => {
      queryClient.setQueryData(adminKeys.articles.detail(article.id), { article });
      draft.clear();
      setLoaded(article);
      // The form keeps what is typed meanwhile; only its baseline moves to what the server now holds.
      form.reset(sent, { keepValues: true });
    },
    onConflict: () => setStale(true),
  });

  function adopt(article: AdminArticleData) {
    setLoaded(article);
    form.reset(formFromArticle(article));
    setStale(false);
  }

  async function submit(values: ArticleForm, status: ArticleStatus) {
    // An autosave in flight moves the version on: this save starts from the one it answers.
    const base = (await autosave.settled()) ?? loaded;
    try {
      const result = await save.mutateAsync({
        body: toSavePayload(values, status, base),
        id: base?.id,
      });
      queryClient.setQueryData(adminKeys.articles.detail(result.article.id), { article: result.article });
      draft.clear();
      adopt(result.article);
      toast({ title: 'Success', description: result.message });
      // After the first create the screen becomes that article's edit screen (spec.md "Article editor").
      if (!loaded) router.replace(editArticleHref(result.article.id));
    } catch (error) {
      if (isStaleEdit(error)) setStale(true);
      else if (isTooLarge(error))
        form.setError(
          'content',
          { message: error.serverMessage ?? ARTICLE_TOO_LARGE_MESSAGE },
          { shouldFocus: true },
        );
      else if (setServerFieldErrors(error, form.setError, FORM_FIELDS)) focusFirstInvalid();
    }
  }

  /** Nothing goes offline by accident: a published article saved as anything else is confirmed first. */
  function requestSave(values: ArticleForm, status: ArticleStatus) {
    if (loaded?.status === 'published' && status !== 'published') {
      setOfflineAsk({ values, status });
      return;
    }
    return submit(values, status);
  }

  const heading = loaded ? 'Edit Article' : 'New Article';
  return (
    <EditorFrame
      heading={heading}
      article={loaded ?? { status: 'draft', published_at: null }}
      now={loadedAt}
      actions={
        <>
          <SaveStatus state={autosave.state} />
          {loaded ? <PreviewActions articleId={loaded.id} dirty={form.formState.isDirty} /> : null}
          <SaveButtons
            disabled={save.isPending}
            published={loaded?.status === 'published'}
            preview={preview}
            onTogglePreview={() => setPreview((p) => !p)}
          />
        </>
      }
    >
      {draft.offer ? (
        <Callout.Root highContrast color="blue" role="status">
          <Callout.Text>
            This browser kept changes to this article that were not saved (from{' '}
            {new Date(draft.offer.savedAt).toLocaleString()}).
          </Callout.Text>
          <Flex gap="2" mt="2" wrap="wrap">
            <Button
              highContrast
              size="1"
              onClick={() => {
                const kept = draft.offer?.values;
                if (kept) form.reset(kept, { keepDefaultValues: true });
                draft.settle(true);
              }}
            >
              Restore unsaved changes
            </Button>
            <Button highContrast size="1" variant="soft" color="gray" onClick={() => draft.settle(false)}>
              Discard
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}
      <ConfirmDialog
        open={offlineAsk !== null}
        onOpenChange={(open) => {
          if (!open) setOfflineAsk(null);
        }}
        title="Take the article off the site?"
        description={`This takes the article off the site: it is saved as ${offlineAsk?.status === 'archived' ? 'archived' : 'a draft'} and visitors no longer see it.`}
        confirmLabel={offlineAsk?.status === 'archived' ? 'Archive' : 'Save Draft'}
        onConfirm={async () => {
          const ask = offlineAsk;
          if (ask) await submit(ask.values, ask.status);
        }}
      />
      {stale ? (
        <Callout.Root highContrast color="amber" role="alert">
          <Callout.Text>
            Someone else changed this article since you opened it, so it was not saved. Your changes are still
            in the form: copy what you need, then reload the article to see the latest version.
          </Callout.Text>
          <Flex gap="2" mt="2">
            <Button
              highContrast
              size="1"
              color="amber"
              onClick={() =>
                void reload().then((fresh) => {
                  if (fresh) adopt(fresh);
                })
              }
            >
              Reload article
            </Button>
            <Button highContrast size="1" variant="soft" color="gray" onClick={() => setStale(false)}>
              Keep my changes
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}
      <Flex gap="4" direction={{ initial: 'column', lg: 'row' }} align="start">
        {/* Halves of the row beside the preview (lg and up); below it, a column where a zero basis
            collapsed the form to its first field (at 1024 px only Title showed). */}
        <Box flexGrow="1" flexShrink="1" flexBasis={{ initial: 'auto', lg: '0' }} minWidth="0" width="100%">
          <Card size={{ initial: '2', sm: '3' }}>
            <FormProvider {...form}>
              <form
                ref={formRef}
                id="article-form"
                aria-label={heading}
                noValidate
                onSubmit={(event) => {
                  const native = event.nativeEvent;
                  const intent =
                    native instanceof SubmitEvent && native.submitter instanceof HTMLButtonElement
                      ? native.submitter.value
                      : '';
                  // Save Draft forces draft, Publish forces published; Save (and Enter) keeps the selected status.
                  void form.handleSubmit(
                    (v) => requestSave(v, intent === 'draft' || intent === 'published' ? intent : v.status),
                    // Issue 22 point 6: the first field at fault takes the focus, its message under it.
                    () => focusFirstInvalid(),
                  )(event);
                }}
              >
                <ArticleFields categories={categories} origin={origin} />
              </form>
            </FormProvider>
          </Card>
        </Box>
        {preview ? (
          <Box flexGrow="1" flexShrink="1" flexBasis={{ initial: 'auto', lg: '0' }} minWidth="0" width="100%">
            <ArticlePreview form={values} loaded={loaded} categories={categories} />
          </Box>
        ) : null}
      </Flex>
      {loaded ? <RevisionsPanel article={loaded} current={values} onRestored={adopt} /> : null}
    </EditorFrame>
  );
}

function EditorFrame({
  heading,
  article,
  now = 0,
  actions,
  children,
}: {
  heading: string;
  /** Null while the article loads: no state is claimed before it is known. */
  article: { status: ArticleStatus; published_at: string | null } | null;
  /** When the article was read or saved (ms): "Scheduled" means its publish time was still to come then. */
  now?: number;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Box>
      <PageHeader
        sticky
        title={heading}
        backHref={ADMIN_ROUTES.articles}
        backLabel="Back to Articles"
        badge={article ? <ArticleStateBadge article={article} now={now} /> : undefined}
        actions={actions}
      />
      <div>
        <Flex
          direction="column"
          gap="4"
          px={{ initial: '3', sm: '6' }}
          py="6"
          mx="auto"
          style={{ maxWidth: 1200 }}
        >
          {children}
        </Flex>
      </div>
    </Box>
  );
}

function SaveButtons({
  disabled,
  published = false,
  preview = false,
  onTogglePreview,
}: {
  disabled: boolean;
  /** A published article's primary action keeps it published: it says "Update", not "Publish". */
  published?: boolean;
  preview?: boolean;
  onTogglePreview?: () => void;
}) {
  const submit = (value: string, label: string, variant?: 'soft' | 'outline') => (
    <Button
      highContrast
      type="submit"
      form="article-form"
      name="intent"
      value={value}
      variant={variant}
      disabled={disabled}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Button
        highContrast
        type="button"
        variant="soft"
        color="gray"
        onClick={onTogglePreview}
        aria-expanded={preview}
      >
        {preview ? 'Hide Preview' : 'Show Preview'}
      </Button>
      {submit('selected', 'Save', 'soft')}
      {submit('draft', 'Save Draft', 'outline')}
      {submit('published', published ? 'Update' : 'Publish')}
    </>
  );
}
