'use client';
import { Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import type { ArticleListFilters } from '@/lib/admin/article-list-query';
import type { CategoryOption } from '@/lib/admin/article-types';
import { ARTICLE_STATUSES } from '@/lib/constants';
import { LANGUAGES, MARKETS } from '@/lib/markets';
import { statusLabel } from './article-badges';

type SelectFilter = 'status' | 'categoryId' | 'market' | 'language';

interface Props {
  filters: ArticleListFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (name: SelectFilter, value: string) => void;
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

/** SPEC 2 'Article list' filters: free-text search, status, category, market and language. */
export function ArticleFilters({ filters, searchText, onSearchText, onFilter, categories }: Props) {
  const searchId = useId();
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
          onChange={(e) => onSearchText(e.target.value)}
        />
      </Flex>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(v) => onFilter('status', v)}
        options={[
          { value: 'all', label: 'All statuses' },
          ...ARTICLE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
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
    </Flex>
  );
}
