'use client';
import { Box, Card, Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  formFromArticle,
  NEW_ARTICLE_FORM,
  slugIsFixed,
  toSavePayload,
  type ArticleForm,
} from '@/lib/admin/article-form';
import type { AdminArticleData, ArticleResponse, CategoryOption } from '@/lib/admin/article-types';
import { ARTICLE_TOO_LARGE_MESSAGE } from '@/lib/constants/forms';
import type { ArticleStatus } from '@/lib/constants/articles';
import { articleSavePayload } from '@/lib/validations/article';
import { adminFetch, toastErrorText } from '../kit/admin-fetch';
import { schemaResolver, setServerFieldErrors, useFocusFirstInvalid } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ARTICLES_API } from '../kit/queries';
import { adminKeys } from '../kit/query-keys';
import { useToast } from '../ui/toaster';
import { ArticleFields } from './article-fields';
import { editArticleHref } from './article-table';
import { ConflictCallout } from './conflict-callout';
import { EditorActionBar } from './editor-action-bar';
import { EditorFrame } from './editor-frame';
import { LocalCopyOffer } from './local-copy-offer';
import { PresenceNote } from './presence-note';
import { PreviewMenu } from './preview-actions';
import { MEDIUM_UP, useMediaQuery } from '../use-media-query';
import { PreviewPanel } from './preview-panel';
import { RevisionsPanel } from './revisions-panel';
import { nextQuestion, SaveQuestionDialog, type HeldSave, type SaveQuestion } from './save-questions';
import { isStaleEdit, isTooLarge } from './save-errors';
import { useAutosave } from './use-autosave';
import { useEditConflict } from './use-edit-conflict';
import { useLocalDraft } from './use-local-draft';
import { useUnsavedChanges } from './use-unsaved-changes';

const FORM_FIELDS = Object.keys(NEW_ARTICLE_FORM) as (keyof ArticleForm)[];

// The save handler's own schema, over the body this form would send (edit-only fields aside).
const resolver = schemaResolver(articleSavePayload, (form: ArticleForm) =>
  toSavePayload(form, form.status, null),
);

/**
 * The editor's form and everything around it (spec.md "Article editor", issue 33): the action bar, the
 * save and its questions, autosave, browser copies, conflicts, presence, the preview and revisions.
 */
export function EditorForm({
  initial,
  categories,
  reload,
}: {
  initial: AdminArticleData | null;
  categories: readonly CategoryOption[];
  reload: () => Promise<AdminArticleData | undefined>;
}) {
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
  // Wide enough for the preview beside the form (false before the window is known).
  const wide = useMediaQuery(MEDIUM_UP, false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [held, setHeld] = useState<HeldSave | null>(null);
  // Rendered in the browser only (behind SessionGuard), so the origin is known from the start.
  const [origin] = useState(() => (typeof window === 'undefined' ? '' : window.location.origin));
  const [initialValues] = useState(() => (initial ? formFromArticle(initial) : NEW_ARTICLE_FORM));
  const form = useForm<ArticleForm>({ defaultValues: initialValues, resolver });
  const values = useWatch({ control: form.control }) as ArticleForm;
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty);
  const draft = useLocalDraft(loaded?.id, values, initialValues, dirty);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, form.formState.errors);

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
    // The conflict callout and the too-large message under the content say it better than a toast.
    errorText: (error) =>
      isStaleEdit(error) || isTooLarge(error) ? null : toastErrorText(error, 'Failed to save article'),
  });

  const edit = useEditConflict({
    reload,
    adopt,
    // Mine is kept as a browser copy of its own, offered at once for "Restore unsaved changes".
    keepMine: () => {
      if (form.formState.isDirty) draft.keepAside(form.getValues());
    },
    saveOnTop: (theirs, status) => saveAs(status ?? undefined, theirs)(),
  });

  const autosave = useAutosave({
    loaded,
    initial: initialValues,
    values,
    busy: save.isPending,
    paused: draft.waiting || edit.conflict !== null,
    onSaved: (article, sent) => {
      queryClient.setQueryData(adminKeys.articles.detail(article.id), { article });
      draft.clear();
      setLoaded(article);
      // The form keeps what is typed meanwhile; only its baseline moves to what the server now holds.
      form.reset(sent, { keepValues: true });
    },
    onConflict: () => void edit.found(null),
  });

  function adopt(article: AdminArticleData) {
    setLoaded(article);
    form.reset(formFromArticle(article));
    edit.resolved();
  }

  /** Sends the save, from the loaded version or from `override` (theirs, for "Overwrite with mine"). */
  async function submit(values: ArticleForm, status: ArticleStatus, override?: AdminArticleData) {
    // An autosave in flight moves the version on: this save starts from the one it answers.
    const base = override ?? (await autosave.settled()) ?? loaded;
    try {
      const result = await save.mutateAsync({ body: toSavePayload(values, status, base), id: base?.id });
      queryClient.setQueryData(adminKeys.articles.detail(result.article.id), { article: result.article });
      draft.clear();
      adopt(result.article);
      toast({ title: 'Success', description: result.message });
      // After the first create the address becomes that article's edit screen (spec.md "Article editor").
      if (!base) window.history.replaceState(null, '', editArticleHref(result.article.id));
    } catch (error) {
      if (isStaleEdit(error)) void edit.found(status);
      else if (isTooLarge(error))
        form.setError(
          'content',
          { message: error.serverMessage ?? ARTICLE_TOO_LARGE_MESSAGE },
          { shouldFocus: true },
        );
      else if (setServerFieldErrors(error, form.setError, FORM_FIELDS)) focusFirstInvalid();
    }
  }

  /** A save, after the questions it must ask (a moving live address, leaving the site); false if one is asked. */
  async function requestSave(
    values: ArticleForm,
    status: ArticleStatus,
    override?: AdminArticleData,
    answered: SaveQuestion[] = [],
  ): Promise<boolean> {
    const base = override ?? loaded;
    const kind = nextQuestion(base, values, status, answered);
    if (kind && base) {
      setHeld({ kind, values, status, base, override, answered });
      return false;
    }
    await submit(values, status, override);
    return true;
  }

  const saveAs = (status?: ArticleStatus, override?: AdminArticleData) =>
    form.handleSubmit(
      (v) => requestSave(v, status ?? v.status, override),
      // Issue 22 point 6: the first field at fault takes the focus, its message under it.
      () => focusFirstInvalid(),
    );

  const heading = loaded ? 'Edit Article' : 'New Article';
  return (
    <EditorFrame
      heading={heading}
      note={loaded ? <PresenceNote articleId={loaded.id} /> : null}
      bar={
        <EditorActionBar
          article={loaded ?? { status: 'draft', published_at: null }}
          now={loadedAt}
          state={autosave.state}
          published={loaded?.status === 'published'}
          disabled={save.isPending}
          onSave={(status) => void saveAs(status)()}
          preview={<PreviewMenu articleId={loaded?.id} onOpenPreview={() => setPreviewOpen(true)} />}
        />
      }
      underBar={
        edit.conflict ? (
          <ConflictCallout
            theirs={edit.conflict.theirs}
            mine={values}
            unsaved={dirty}
            busy={save.isPending}
            onReloadTheirs={edit.reloadTheirs}
            onOverwrite={() => void edit.overwrite()}
            readMine={() => form.getValues()}
          />
        ) : null
      }
    >
      {draft.offer ? (
        <LocalCopyOffer
          copies={draft.offer}
          onRestore={(copy) => {
            form.reset(copy.values, { keepDefaultValues: true });
            draft.restore(copy);
          }}
          onDiscard={draft.discard}
        />
      ) : null}
      <SaveQuestionDialog
        held={held}
        onCancel={() => setHeld(null)}
        onConfirm={(h) => requestSave(h.values, h.status, h.override, [...h.answered, h.kind])}
      />
      <Flex gap="4" align="start">
        <Box flexGrow="3" flexShrink="1" flexBasis="0" minWidth="0">
          <Card size={{ initial: '2', sm: '3' }}>
            <FormProvider {...form}>
              <form
                ref={formRef}
                id="article-form"
                aria-label={heading}
                noValidate
                // Ctrl+S: the selected status. The form has no submit button, so Enter in a field saves nothing.
                onSubmit={(event) => void saveAs()(event)}
              >
                <ArticleFields
                  categories={categories}
                  origin={origin}
                  slugFixed={slugIsFixed(loaded, loadedAt)}
                />
              </form>
            </FormProvider>
          </Card>
        </Box>
        <PreviewPanel
          open={previewOpen}
          onClose={() => setPreviewOpen(false)}
          wide={wide}
          form={values}
          loaded={loaded}
          categories={categories}
        />
      </Flex>
      {loaded ? <RevisionsPanel article={loaded} current={values} onRestored={adopt} /> : null}
    </EditorFrame>
  );
}
