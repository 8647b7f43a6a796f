'use client';
import { Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { searchIsSent, type ArticleListFilters } from '@/lib/admin/article-list-query';
import type { CategoryOption } from '@/lib/admin/article-types';
import {
  ADMIN_SEARCH_MIN_LENGTH,
  ARTICLE_LIST_STATUSES,
  type AdminListOrder,
  type AdminListSort,
} from '@/lib/constants/articles';
import { LANGUAGES, MARKETS } from '@/lib/markets';
import { listStatusLabel } from './article-badges';

type SelectFilter = 'status' | 'categoryId' | 'market' | 'language';

interface Props {
  filters: ArticleListFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (name: SelectFilter, value: string) => void;
  onSort: (sort: AdminListSort, order: AdminListOrder) => void;
  categories: readonly CategoryOption[];
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="1" weight="medium" color="gray" id={id}>
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger aria-labelledby={id} style={{ minWidth: 140 }} />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/** spec.md "Article list" filters: free-text search, status, category, market and language. */
/** The list's orders as one choice: `{sort}-{order}`. */
const SORT_CHOICES: readonly { sort: AdminListSort; order: AdminListOrder; label: string }[] = [
  { sort: 'updated', order: 'desc', label: 'Updated, newest first' },
  { sort: 'updated', order: 'asc', label: 'Updated, oldest first' },
  { sort: 'published', order: 'desc', label: 'Published, newest first' },
  { sort: 'published', order: 'asc', label: 'Published, oldest first' },
  { sort: 'title', order: 'asc', label: 'Title, A to Z' },
  { sort: 'title', order: 'desc', label: 'Title, Z to A' },
];

export function ArticleFilters({ filters, searchText, onSearchText, onFilter, onSort, categories }: Props) {
  const searchId = useId();
  const hintId = useId();
  const tooShort = searchText.trim() !== '' && !searchIsSent(searchText);
  return (
    <Flex gap="3" wrap="wrap" align="end" role="search" aria-label="Filter articles">
      <Flex direction="column" gap="1" style={{ flex: '1 1 240px' }}>
        <Text as="label" size="1" weight="medium" color="gray" htmlFor={searchId}>
          Search
        </Text>
        <TextField.Root
          id={searchId}
          type="search"
          placeholder="Search title, summary or slug"
          value={searchText}
          maxLength={200}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(e) => onSearchText(e.target.value)}
        />
        {tooShort ? (
          <Text size="1" color="gray" id={hintId}>
            Type at least {ADMIN_SEARCH_MIN_LENGTH} characters to search.
          </Text>
        ) : null}
      </Flex>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(v) => onFilter('status', v)}
        options={[
          { value: 'all', label: 'All statuses' },
          ...ARTICLE_LIST_STATUSES.map((s) => ({ value: s, label: listStatusLabel(s) })),
        ]}
      />
      <FilterSelect
        label="Category"
        value={filters.categoryId}
        onChange={(v) => onFilter('categoryId', v)}
        options={[
          { value: 'all', label: 'All categories' },
          ...categories.map((c) => ({ value: c.id, label: c.name })),
          // A bookmarked category that no longer exists still shows as selected rather than blank.
          ...(filters.categoryId !== 'all' && !categories.some((c) => c.id === filters.categoryId)
            ? [{ value: filters.categoryId, label: 'Unknown category' }]
            : []),
        ]}
      />
      <FilterSelect
        label="Market"
        value={filters.market}
        onChange={(v) => onFilter('market', v)}
        options={[
          { value: 'all', label: 'All markets' },
          ...MARKETS.map((m) => ({ value: m.code, label: `${m.label} (${m.code})` })),
        ]}
      />
      <FilterSelect
        label="Language"
        value={filters.language}
        onChange={(v) => onFilter('language', v)}
        options={[
          { value: 'all', label: 'All languages' },
          ...LANGUAGES.map((l) => ({ value: l, label: l })),
        ]}
      />
      <FilterSelect
        label="Sort"
        value={`${filters.sort}-${filters.order}`}
        onChange={(v) => {
          const choice = SORT_CHOICES.find((c) => `${c.sort}-${c.order}` === v);
          if (choice) onSort(choice.sort, choice.order);
        }}
        options={SORT_CHOICES.map((c) => ({ value: `${c.sort}-${c.order}`, label: c.label }))}
      />
    </Flex>
  );
}
