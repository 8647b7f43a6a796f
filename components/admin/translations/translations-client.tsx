'use client';
import { Box, Card, Flex, Grid, Heading, SegmentedControl, Spinner, Text } from '@radix-ui/themes';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { AdminArticleData, ArticleListResponse } from '@/lib/admin/article-types';
import type { TranslationData } from '@/lib/admin/translation-types';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@/lib/blog/translation-keys';
import { TRANSLATIONS_ARTICLE_LIMIT } from '@/lib/constants';
import { adminFetch, toastErrorText } from '../admin-api';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { TranslationTable } from './translation-table';

const SOURCE_QUERY = `status=published&market=global&language=en&limit=${TRANSLATIONS_ARTICLE_LIMIT}`;

function useSourceArticles(): AdminArticleData[] | null {
  const [articles, setArticles] = useState<AdminArticleData[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminFetch<ArticleListResponse>(`/api/admin/blog/articles?${SOURCE_QUERY}`, { signal: controller.signal })
      .then((body) => setArticles(body.articles.filter((a) => !a.is_translation)))
      // SPEC 8: a failed list load is only logged.
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load articles', error);
        setArticles([]);
      });
    return () => controller.abort();
  }, []);
  return articles;
}

const isLanguage = (v: string | null): v is TranslationLanguage => TRANSLATION_LANGUAGES.some((l) => l === v);

/** SPEC 2 'Translations screen'. The chosen article and language live in the URL query. */
export function TranslationsClient({ adminName }: { adminName: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const slug = params.get('article');
  const langParam = params.get('lang');
  const language: TranslationLanguage = isLanguage(langParam) ? langParam : 'fr';
  const toast = useToast();
  const articles = useSourceArticles();

  // The last answer and the article it belongs to: another article's rows are never shown as this one's.
  const [result, setResult] = useState<{ slug: string; items: TranslationData[] } | null>(null);
  const translations = result && result.slug === slug ? result.items : null;
  const [editing, setEditing] = useState<{ id: string; draft: string; original: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    adminFetch<{ translations: TranslationData[] }>(
      `/api/admin/translations?filter=${encodeURIComponent(`blog.article.%.${slug}`)}`,
      { signal: controller.signal },
    )
      .then((body) => setResult({ slug, items: body.translations }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load translations', error);
        setResult({ slug, items: [] });
      });
    return () => controller.abort();
  }, [slug, reloadKey]);

  const dirty = editing !== null && editing.draft !== editing.original;
  const navigate = (next: { article?: string; lang?: TranslationLanguage }) => {
    if (dirty && !window.confirm('Discard your unsaved translation?')) return;
    const query = new URLSearchParams(params.toString());
    if (next.article) query.set('article', next.article);
    if (next.lang) query.set('lang', next.lang);
    setEditing(null);
    router.push(`${pathname}?${query.toString()}`, { scroll: false });
  };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function save() {
    if (!editing) return;
    setBusyId(editing.id);
    try {
      const body = await adminFetch<{ message: string }>(`/api/admin/translations/${editing.id}`, {
        method: 'PUT',
        body: { content: editing.draft, is_approved: true },
      });
      toast({ title: 'Success', description: body.message || 'Translation updated successfully' });
      setEditing(null);
      reload();
    } catch (error) {
      // The draft stays in the form: nothing the translator typed is lost.
      toast(errorToast(toastErrorText(error, 'Failed to update translation')));
    } finally {
      setBusyId(null);
    }
  }

  async function approve(t: TranslationData) {
    setBusyId(t.id);
    try {
      await adminFetch(`/api/admin/translations/${t.id}/approve`, { method: 'POST' });
      toast({ title: 'Success', description: 'Translation approved' });
      reload();
    } catch (error) {
      toast(errorToast(toastErrorText(error, 'Failed to approve translation')));
    } finally {
      setBusyId(null);
    }
  }

  const shown = (translations ?? []).filter((t) => t.language === language);
  const selected = articles?.find((a) => a.slug === slug);

  return (
    <Box>
      <PageHeader title="Translations" subtitle={`Signed in as ${adminName || 'Admin'}`} />
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
            {articles === null ? (
              <Spinner />
            ) : articles.length === 0 ? (
              <Text size="2" color="gray">
                No published English articles yet.
              </Text>
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
              {translations === null ? (
                <Spinner />
              ) : shown.length === 0 ? (
                <Text as="p" color="gray">
                  No translations for this article yet: they are created when it is published.
                </Text>
              ) : (
                <TranslationTable
                  translations={shown}
                  editing={editing}
                  busyId={busyId}
                  onEdit={(t) => {
                    if (dirty && !window.confirm('Discard your unsaved translation?')) return;
                    setEditing({ id: t.id, draft: t.content, original: t.content });
                  }}
                  onDraft={(draft) => setEditing((e) => (e ? { ...e, draft } : e))}
                  onSave={() => void save()}
                  onCancel={() => setEditing(null)}
                  onApprove={(t) => void approve(t)}
                />
              )}
            </Flex>
          )}
        </Box>
      </Grid>
    </Box>
  );
}
