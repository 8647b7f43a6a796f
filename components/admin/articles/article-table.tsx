'use client';
import { Badge, Checkbox, DropdownMenu, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import Link from 'next/link';
import type { AdminArticleListItem } from '@/lib/admin/article-types';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { articlePath, getMarket } from '@/lib/markets';
import { MarketFlag } from '@/components/ui/market-flag';
import { ArticleStateBadge, CategoryBadge } from './article-badges';
import { formatAdminDate } from './format';

export function editArticleHref(id: string): string {
  return `${ADMIN_ROUTES.articles}/${id}/edit`;
}

function RowMenu({ article, onDelete }: { article: AdminArticleListItem; onDelete: () => void }) {
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <IconButton highContrast variant="ghost" color="gray" aria-label={`Actions for ${article.title}`}>
          <span aria-hidden="true">⋯</span>
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item asChild>
          <Link href={editArticleHref(article.id)}>Edit</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          {/* The public URL in the article's own market (spec.md "Routes": "/blog/{slug}" is the global case). */}
          <a href={articlePath(article.market, article.slug)} target="_blank" rel="noopener noreferrer">
            View
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={onDelete}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * spec.md "Article list" table: one row per article with its row menu. The menu's column stays at the
 * table's right edge while the table scrolls sideways on a narrow screen (portal.css `.article-menu-cell`:
 * at 390 px it was off-screen, issue 33).
 */
export function ArticleTable({
  articles,
  loadedAt,
  onDelete,
  selected,
  onSelect,
}: {
  articles: readonly AdminArticleListItem[];
  /**
   * When these rows were read (the query's dataUpdatedAt): a row is Scheduled if its time was still to
   * come then. A time fixed at the table's first render called an article published after it (a bulk
   * publish, a save in another tab) Scheduled until the page was reloaded.
   */
  loadedAt: number;
  onDelete: (article: AdminArticleListItem) => void;
  /** Issue 23: the rows chosen for a bulk action. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
}) {
  const allOn = articles.length > 0 && articles.every((a) => selected.has(a.id));
  const someOn = articles.some((a) => selected.has(a.id));
  return (
    <Table.Root variant="surface" className="article-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <Checkbox
              aria-label="Select all articles on this page"
              checked={allOn ? true : someOn ? 'indeterminate' : false}
              onCheckedChange={() =>
                onSelect(
                  articles.map((a) => a.id),
                  !allOn,
                )
              }
            />
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Market</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Language</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Author</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Published</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="article-menu-cell">
            <span className="sr-only">Actions</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {articles.map((a) => {
          const market = getMarket(a.market);
          return (
            <Table.Row key={a.id} data-article-id={a.id}>
              <Table.Cell>
                <Checkbox
                  aria-label={`Select ${a.title}`}
                  checked={selected.has(a.id)}
                  onCheckedChange={(on) => onSelect([a.id], on === true)}
                />
              </Table.Cell>
              <Table.RowHeaderCell style={{ maxWidth: 360 }}>
                <Link href={editArticleHref(a.id)} className="font-medium hover:underline">
                  {a.title}
                </Link>
                {a.summary ? (
                  <Text as="p" size="1" color="gray" className="line-clamp-2">
                    {a.summary}
                  </Text>
                ) : null}
              </Table.RowHeaderCell>
              <Table.Cell>
                <ArticleStateBadge article={a} now={loadedAt} />
              </Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="2">
                  <MarketFlag market={market} />
                  <Text size="2">{a.market}</Text>
                </Flex>
              </Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="2">
                  <Text size="2">{a.language}</Text>
                  {a.is_translation ? (
                    <Badge highContrast color="violet" variant="soft">
                      Translation
                    </Badge>
                  ) : null}
                </Flex>
              </Table.Cell>
              <Table.Cell>
                <CategoryBadge category={a.blog_categories} />
              </Table.Cell>
              <Table.Cell>{a.website_admins?.name ?? '—'}</Table.Cell>
              <Table.Cell>{a.published_at ? formatAdminDate(a.published_at) : 'Not published'}</Table.Cell>
              <Table.Cell>{formatAdminDate(a.updated_at)}</Table.Cell>
              <Table.Cell className="article-menu-cell">
                <RowMenu article={a} onDelete={() => onDelete(a)} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
