'use client';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminArticleData, ArticleResponse, ArticleSnapshot } from '@/lib/admin/article-types';
import { AdminApiError, adminFetch, toastErrorText } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ARTICLES_API, useArticleRevision, useArticleRevisions } from '../kit/queries';
import { adminKeys } from '../kit/query-keys';
import { LoadingState } from '../kit/states';
import { useToast } from '../ui/toaster';
import { statusLabel } from './article-badges';
import { formatAdminDateTime } from './format';
import { RevisionRestoreDialog } from './revision-restore-dialog';
import { bodyText, WordDiff } from './text-diff';

interface Props {
  article: AdminArticleData;
  /** The editor's current text, which a revision is compared with. */
  current: { title: string; summary: string; content: string };
  /** The editor takes the restored article as its new loaded state. */
  onRestored: (article: AdminArticleData) => void;
}

/**
 * Issue 23 point 2: the article's revisions, newest first; one chosen shows its title, summary and body
 * against the current text (struck: only in the revision; underlined: only now), and can be restored
 * after a confirmation: its content, and its status only when asked (issue 33 point 4). It is refused
 * (409) when the article changed meanwhile.
 */
export function RevisionsPanel({ article, current, onRestored }: Props) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revisions = useArticleRevisions(article.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const revision = useArticleRevision(article.id, chosen);
  const restore = useAdminMutation({
    mutationFn: ({ revisionId, restoreStatus }: { revisionId: string; restoreStatus: boolean }) =>
      adminFetch<ArticleResponse>(`${ARTICLES_API}/${article.id}/revisions/${revisionId}/restore`, {
        method: 'POST',
        body: { updatedAt: article.updated_at, restoreStatus },
      }),
    invalidates: INVALIDATES.articleSave,
    errorText: (error) =>
      error instanceof AdminApiError && error.status === 409
        ? (error.serverMessage ?? 'The revision could not be restored')
        : toastErrorText(error, 'Failed to restore the revision'),
  });

  const snapshot: ArticleSnapshot | undefined = revision.data?.snapshot;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="revisions-heading">
        <Heading as="h2" size="4" id="revisions-heading" mb="3">
          Revisions
        </Heading>
        {revisions.isPending ? <LoadingState compact /> : null}
        {revisions.isError ? <Text color="red">Failed to load the revisions</Text> : null}
        <Flex direction="column" gap="1" asChild>
          <ul aria-label="Revisions, newest first" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(revisions.data ?? []).map((r, i) => (
              <li key={r.id}>
                {/* The chosen row is a light one marked by a bar: a dark row made its badges dark on dark (issue 33). */}
                <Button
                  type="button"
                  variant={chosen === r.id ? 'soft' : 'ghost'}
                  highContrast
                  aria-pressed={chosen === r.id}
                  onClick={() => setChosen(chosen === r.id ? null : r.id)}
                  style={{
                    justifyContent: 'flex-start',
                    width: '100%',
                    textAlign: 'left',
                    boxShadow: chosen === r.id ? 'inset 4px 0 0 var(--accent-9)' : undefined,
                  }}
                >
                  <Text size="2">
                    {formatAdminDateTime(r.created_at)} · {r.author?.name ?? 'System'} · {r.title}
                  </Text>
                  <Badge variant="soft" color="gray" highContrast>
                    {statusLabel(r.status)}
                  </Badge>
                  {r.autosave ? (
                    <Badge variant="soft" color="gray" highContrast>
                      Autosaved
                    </Badge>
                  ) : null}
                  {i === 0 ? (
                    <Badge variant="soft" highContrast>
                      Current
                    </Badge>
                  ) : null}
                </Button>
              </li>
            ))}
          </ul>
        </Flex>
        {chosen && revision.isPending ? <LoadingState compact /> : null}
        {snapshot ? (
          <Flex
            direction="column"
            gap="3"
            mt="4"
            aria-label="Revision compared with the current text"
            role="group"
          >
            <Text size="1" color="gray">
              Struck out: only in this revision. Underlined: only in the current text.
            </Text>
            <WordDiff showUnchanged label="Title" from={snapshot.title} to={current.title} />
            <WordDiff showUnchanged label="Summary" from={snapshot.summary ?? ''} to={current.summary} />
            <WordDiff
              showUnchanged
              label="Body"
              from={bodyText(snapshot.content)}
              to={bodyText(current.content)}
            />
            <Flex>
              <RevisionRestoreDialog
                article={article}
                snapshot={snapshot}
                savedAt={revision.data?.created_at ?? snapshot.updated_at}
                disabled={restore.isPending}
                onRestore={async (restoreStatus) => {
                  if (!chosen) return;
                  const result = await restore.mutateAsync({ revisionId: chosen, restoreStatus });
                  queryClient.setQueryData(adminKeys.articles.detail(article.id), {
                    article: result.article,
                  });
                  onRestored(result.article);
                  setChosen(null);
                  toast({ title: 'Success', description: result.message ?? 'Revision restored' });
                }}
              />
            </Flex>
          </Flex>
        ) : null}
      </section>
    </Card>
  );
}
