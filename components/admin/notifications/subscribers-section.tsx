'use client';
import { Box, Button, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SUBSCRIBERS_LIST_MAX,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '@/lib/constants/notifications';
import { MARKETS, type MarketCode } from '@/lib/markets';
import { adminRequest, isSessionExpired } from '../kit/admin-fetch';
import { SUBSCRIBERS_API, useSubscribers } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { useUrlSearchBox } from '../use-url-search-box';
import { errorToast, useToast } from '../ui/toaster';
import { STATUS_LABELS, SubscriberCounts, SubscribersList } from './subscribers-list';

const ALL = 'all';

interface Filters {
  market: MarketCode | typeof ALL;
  status: SubscriberStatus | typeof ALL;
  search: string;
}

function apiQuery(f: Filters, withSearch = true): string {
  const q = new URLSearchParams();
  if (f.market !== ALL) q.set('market', f.market);
  if (f.status !== ALL) q.set('status', f.status);
  if (withSearch && f.search) q.set('search', f.search);
  return q.toString();
}

/**
 * The newsletter's subscribers (issue 39, admins only): counts per market and status, filters, the list
 * (the newest SUBSCRIBERS_LIST_MAX that match), a CSV export of the filtered list and erase (GDPR).
 */
export function SubscribersSection() {
  const [filters, setFilters] = useState<Filters>({ market: ALL, status: ALL, search: '' });
  // The box runs ahead of the query while the admin types; the query follows once typing pauses.
  const [search, setSearch] = useUrlSearchBox(filters.search, (s) =>
    setFilters((f) => ({ ...f, search: s })),
  );
  const loaded = useSubscribers(apiQuery(filters));

  return (
    <Card size="3" asChild>
      <section aria-labelledby="notifications-subscribers">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="1">
          <Heading as="h2" size="4" id="notifications-subscribers">
            Subscribers
          </Heading>
          <ExportButton query={apiQuery(filters, false)} />
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          Each market&apos;s newsletter list. Only confirmed subscribers receive a newsletter: a sign-up stays
          pending until its confirmation link is used. Unsubscribed and bounced addresses are never mailed.
        </Text>
        {loaded.data ? <SubscriberCounts counts={loaded.data.counts} /> : null}
        <Flex gap="3" wrap="wrap" align="end" my="3">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" id="subscribers-market-label">
              Market
            </Text>
            <Select.Root
              value={filters.market}
              onValueChange={(market) => setFilters((f) => ({ ...f, market: market as Filters['market'] }))}
            >
              <Select.Trigger aria-labelledby="subscribers-market-label" />
              <Select.Content>
                <Select.Item value={ALL}>All markets</Select.Item>
                {MARKETS.map((m) => (
                  <Select.Item key={m.code} value={m.code}>
                    {m.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" id="subscribers-status-label">
              Status
            </Text>
            <Select.Root
              value={filters.status}
              onValueChange={(status) => setFilters((f) => ({ ...f, status: status as Filters['status'] }))}
            >
              <Select.Trigger aria-labelledby="subscribers-status-label" />
              <Select.Content>
                <Select.Item value={ALL}>All statuses</Select.Item>
                {SUBSCRIBER_STATUSES.map((s) => (
                  <Select.Item key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Box flexGrow="1" minWidth="200px" maxWidth="360px">
            <TextField.Root
              type="search"
              aria-label="Search subscribers by email"
              placeholder="Search by email"
              value={search}
              maxLength={200}
              onChange={(e) => setSearch(e.target.value)}
            />
          </Box>
        </Flex>
        {loaded.isError && !loaded.isFetching ? (
          <ErrorState
            message="The subscribers could not be loaded."
            onRetry={() => loaded.refetch()}
            retrying={loaded.isFetching}
          />
        ) : !loaded.data ? (
          <LoadingState compact label="Loading subscribers..." />
        ) : loaded.data.subscribers.length === 0 ? (
          <EmptyState
            variant="inline"
            title={
              filters.search || filters.market !== ALL || filters.status !== ALL
                ? 'No subscribers match these filters.'
                : 'No subscribers yet.'
            }
          />
        ) : (
          <>
            <SubscribersList subscribers={loaded.data.subscribers} />
            {loaded.data.subscribers.length >= SUBSCRIBERS_LIST_MAX ? (
              <Text as="p" size="2" color="gray" mt="2">
                Showing the newest {SUBSCRIBERS_LIST_MAX}. Narrow the filters, or export the list as CSV.
              </Text>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}

/** Downloads the filtered list (market, status) as CSV, through the kit's fetcher (token, 401). */
function ExportButton({ query }: { query: string }) {
  const toast = useToast();
  const exportCsv = useMutation({
    mutationFn: async () => {
      const response = await adminRequest(`${SUBSCRIBERS_API}/export${query ? `?${query}` : ''}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? 'subscribers.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toast(errorToast('Failed to export the subscribers'));
    },
  });
  return (
    <Button variant="soft" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
      Export CSV
    </Button>
  );
}
