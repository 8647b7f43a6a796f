'use client';
import { Box, Card, Flex, Grid, Heading, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TranslationData } from '@/lib/admin/translation-types';
import {
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@/lib/blog/translation-keys';
import { TRANSLATIONS_ARTICLE_LIMIT } from '@/lib/constants/articles';
import { translationSavePayload } from '@/lib/validations/translations';
import { AdminApiError, adminFetch } from '../kit/admin-fetch';
import { schemaResolver, setServerFieldErrors } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { useArticleList, useTranslations } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { searchIsSent } from '@/lib/admin/article-list-query';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import type { TranslationDraft } from './translation-row-editor';
import { TranslationTable } from './translation-table';
import { useDiscardConfirm } from './use-discard-confirm';

const SOURCE_QUERY = `status=published&market=global&language=en&limit=${TRANSLATIONS_ARTICLE_LIMIT}`;

const isLanguage = (v: string | null): v is TranslationLanguage => TRANSLATION_LANGUAGES.some((l) => l === v);

const FIELD_AS_CONTENT = Object.fromEntries(TRANSLATED_FIELDS.map((f) => [f, 'content' as const]));

/** The message of a 409 that names the translated slug (taken in its market), for the field. */
function conflictMessage(error: unknown): string | undefined {
  if (!(error instanceof AdminApiError) || error.status !== 409) return undefined;
  const details: unknown =
    error.body && typeof error.body === 'object' ? Reflect.get(error.body, 'details') : undefined;
  const slug: unknown = details && typeof details === 'object' ? Reflect.get(details, 'slug') : undefined;
  return typeof slug === 'string' ? slug : undefined;
}

// The row being edited is a form checked by the PUT handler's own schema.
const resolver = schemaResolver(translationSavePayload, (draft: TranslationDraft) => ({
  content: draft.content,
  is_approved: true,
}));

/** spec.md "Translations". The chosen article and language live in the URL query. */
export function TranslationsClient({ adminName }: { adminName: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const slug = params.get('article');
  const langParam = params.get('lang');
  const language: TranslationLanguage = isLanguage(langParam) ? langParam : 'fr';
  const toast = useToast();
  // Issue 23: the sources' search box, as the article list's (in the URL as `q`, sent from 3 characters).
  const urlSearch = params.get('q') ?? '';
  const [searchText, setSearchText] = useUrlSearchBox(urlSearch, (search) => {
    const query = new URLSearchParams(params.toString());
    if (search) query.set('q', search);
    else query.delete('q');
    router.replace(`${pathname}?${query.toString()}`, { scroll: false });
  });
  const sources = useArticleList(
    searchIsSent(urlSearch)
      ? `${SOURCE_QUERY}&${new URLSearchParams({ search: urlSearch.trim() }).toString()}`
      : SOURCE_QUERY,
  );
  const articles = sources.data?.articles.filter((a) => !a.is_translation) ?? null;
  const list = useTranslations(slug);
  const translations = list.data ?? null;

  const [editingId, setEditingId] = useState<string | null>(null);
  const draft = useForm<TranslationDraft>({ defaultValues: { content: '' }, resolver });
  const dirty = editingId !== null && draft.formState.isDirty;
  // The row last opened: once the question is answered, focus goes back to its Edit button if shown.
  const lastEdited = useRef<string | null>(null);
  const discard = useDiscardConfirm(dirty, () =>
    document.querySelector<HTMLElement>(`[data-translation-edit="${lastEdited.current}"]`),
  );

  const saveTranslation = useAdminMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      adminFetch<{ message: string }>(`/api/admin/translations/${id}`, {
        method: 'PUT',
        body: { content, is_approved: true },
      }),
    invalidates: INVALIDATES.translation,
    errorText: 'Failed to update translation',
  });
  const approveTranslation = useAdminMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/translations/${id}/approve`, { method: 'POST' }),
    invalidates: INVALIDATES.translation,
    errorText: 'Failed to approve translation',
  });
  const busyId = saveTranslation.isPending
    ? (saveTranslation.variables?.id ?? null)
    : approveTranslation.isPending
      ? (approveTranslation.variables ?? null)
      : null;

  const navigate = (next: { article?: string; lang?: TranslationLanguage }) =>
    discard.guard(() => {
      const query = new URLSearchParams(params.toString());
      if (next.article) query.set('article', next.article);
      if (next.lang) query.set('lang', next.lang);
      setEditingId(null);
      router.push(`${pathname}?${query.toString()}`, { scroll: false });
    });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = draft.handleSubmit(async ({ content }) => {
    if (editingId === null) return;
    try {
      const body = await saveTranslation.mutateAsync({ id: editingId, content });
      toast({ title: 'Success', description: body.message || 'Translation updated successfully' });
      setEditingId(null);
    } catch (error) {
      // The draft stays in the form: nothing the translator typed is lost. The server names the
      // translated field (details.slug, details.meta_title...): the row's one input is that field.
      if (!setServerFieldErrors(error, draft.setError, ['content'], FIELD_AS_CONTENT)) {
        const taken = conflictMessage(error);
        if (taken) draft.setError('content', { type: 'server', message: taken }, { shouldFocus: true });
      }
    }
  });

  async function approve(t: TranslationData) {
    await approveTranslation.mutateAsync(t.id).then(
      () => toast({ title: 'Success', description: 'Translation approved' }),
      () => undefined,
    );
  }

  const shown = (translations ?? []).filter((t) => t.language === language);
  const selected = articles?.find((a) => a.slug === slug);

  return (
    <Box>
      <PageHeader title="Translations" subtitle={`Signed in as ${adminName || 'Admin'}`} />
      {discard.dialog}
      <div>
        <Grid
          columns={{ initial: '1', md: '280px 1fr' }}
          gap="5"
          px="6"
          py="5"
          mx="auto"
          style={{ maxWidth: 1400 }}
        >
          <Card asChild>
            <nav aria-labelledby="sources-heading">
              <Heading as="h2" id="sources-heading" size="3" mb="3">
                Published English articles
              </Heading>
              <Box mb="3">
                <TextField.Root
                  type="search"
                  aria-label="Search articles"
                  placeholder="Search title, summary or slug"
                  value={searchText}
                  maxLength={200}
                  onChange={(e) => setSearchText(e.target.value)}
                />
              </Box>
              {sources.isError && !sources.isFetching ? (
                <ErrorState message="The articles could not be loaded." onRetry={() => sources.refetch()} />
              ) : articles === null ? (
                <LoadingState compact />
              ) : articles.length === 0 ? (
                <EmptyState
                  variant="inline"
                  title={searchIsSent(urlSearch) ? 'No articles found' : 'No published English articles yet.'}
                />
              ) : (
                <ul className="space-y-1">
                  {articles.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        onClick={() => navigate({ article: a.slug })}
                        aria-current={a.slug === slug ? 'true' : undefined}
                        className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-[var(--gray-a3)] aria-[current=true]:bg-[var(--accent-a4)] aria-[current=true]:font-semibold"
                      >
                        {a.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
          </Card>
          <Box>
            {!slug ? (
              <Text as="p" color="gray">
                Choose an article to see its translations.
              </Text>
            ) : (
              <Flex direction="column" gap="4">
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <Heading as="h2" size="4">
                    {selected?.title ?? slug}
                  </Heading>
                  <SegmentedControl.Root
                    value={language}
                    onValueChange={(v) => {
                      if (isLanguage(v)) navigate({ lang: v });
                    }}
                    aria-label="Language"
                  >
                    <SegmentedControl.Item value="fr">French (fr)</SegmentedControl.Item>
                    <SegmentedControl.Item value="nl">Dutch (nl)</SegmentedControl.Item>
                  </SegmentedControl.Root>
                </Flex>
                {list.isError && !list.isFetching ? (
                  <ErrorState
                    message="The translations could not be loaded."
                    onRetry={() => list.refetch()}
                  />
                ) : translations === null ? (
                  <LoadingState compact />
                ) : shown.length === 0 ? (
                  <EmptyState
                    variant="card"
                    title="No translations for this article yet: they are created when it is published."
                  />
                ) : (
                  <TranslationTable
                    translations={shown}
                    editingId={editingId}
                    draft={draft}
                    busyId={busyId}
                    onEdit={(t) =>
                      discard.guard(() => {
                        draft.reset({ content: t.content });
                        lastEdited.current = t.id;
                        setEditingId(t.id);
                      })
                    }
                    onSave={() => void save()}
                    onCancel={() => discard.guard(() => setEditingId(null))}
                    onApprove={(t) => void approve(t)}
                  />
                )}
              </Flex>
            )}
          </Box>
        </Grid>
      </div>
    </Box>
  );
}
