'use client';
import { Box, Button, Container, Flex, Tabs, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PUBLIC_FORM_KINDS, type PublicFormKind } from '@/lib/constants/forms';
import { adminRequest, isSessionExpired } from '../kit/admin-fetch';
import { useLeads } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { leadApiQuery, leadViewQuery, readLeadView, type LeadView } from './lead-query';
import { LeadsTable, type LeadRow } from './leads-table';
import { SourceFilter } from './source-filter';

const TAB_LABELS: Record<PublicFormKind, string> = {
  'early-access': 'Early access',
  contact: 'Contact',
  newsletter: 'Newsletter',
};

interface LeadPage {
  submissions: LeadRow[];
  pagination: { page: number; total: number; totalPages: number };
  /** Every source the leads of the tab came from, for the Source filter. */
  sources: string[];
}

type Loaded = ReturnType<typeof useLeads<LeadPage>>;

/**
 * The leads inbox: one tab per form, a debounced search, a Source filter, pages, CSV export; the view
 * lives in the URL.
 */
export function LeadsScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view = readLeadView(new URLSearchParams(params.toString()));
  const loaded = useLeads<LeadPage>(leadApiQuery(view));

  const go = (next: LeadView, mode: 'push' | 'replace') =>
    router[mode](`${pathname}${leadViewQuery(next)}`, { scroll: false });

  // A new search starts again at page 1.
  const [search, setSearch] = useUrlSearchBox(view.search, (s) =>
    go({ ...view, search: s, page: 1 }, 'replace'),
  );

  return (
    <Box>
      <PageHeader
        title="Leads"
        subtitle="Early-access requests, contact messages and newsletter sign-ups from the site."
        actions={<ExportButton type={view.type} />}
      />
      <Container asChild size="4" px="6" py="6">
        <div>
          <Tabs.Root
            value={view.type}
            onValueChange={(type) => go(readLeadView(new URLSearchParams({ type })), 'push')}
          >
            <Tabs.List aria-label="Lead type">
              {PUBLIC_FORM_KINDS.map((kind) => (
                <Tabs.Trigger key={kind} value={kind}>
                  {TAB_LABELS[kind]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {PUBLIC_FORM_KINDS.map((kind) => (
              <Tabs.Content key={kind} value={kind}>
                <Flex direction="column" gap="4" pt="4">
                  <Flex justify="between" align="center" gap="3" wrap="wrap">
                    <Flex gap="3" align="center" wrap="wrap" flexGrow="1">
                      <Box maxWidth="360px" width="100%">
                        <TextField.Root
                          type="search"
                          aria-label="Search leads"
                          placeholder={
                            kind === 'newsletter' ? 'Search by email' : 'Search name, email or message'
                          }
                          value={search}
                          maxLength={200}
                          onChange={(e) => setSearch(e.target.value)}
                        />
                      </Box>
                      <SourceFilter
                        value={view.source}
                        sources={loaded.data?.sources ?? []}
                        onChange={(source) => go({ ...view, source, page: 1 }, 'push')}
                      />
                    </Flex>
                    {loaded.data ? (
                      <Text size="2" color="gray" role="status">
                        {loaded.data.pagination.total} {loaded.data.pagination.total === 1 ? 'lead' : 'leads'}
                      </Text>
                    ) : null}
                  </Flex>
                  <LeadsResult view={view} loaded={loaded} onPage={(page) => go({ ...view, page }, 'push')} />
                </Flex>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </Container>
    </Box>
  );
}

function LeadsResult({
  view,
  loaded,
  onPage,
}: {
  view: LeadView;
  loaded: Loaded;
  onPage: (page: number) => void;
}) {
  if (loaded.isError && !loaded.isFetching)
    return <ErrorState message="The leads could not be loaded." onRetry={() => loaded.refetch()} />;
  const data = loaded.data;
  if (!data) return <LoadingState />;
  if (data.submissions.length === 0)
    return (
      <EmptyState
        variant="card"
        title={view.search || view.source ? 'No leads match this search' : 'No leads yet'}
      />
    );
  const { page, totalPages } = data.pagination;
  return (
    <>
      <LeadsTable type={view.type} leads={data.submissions} />
      {totalPages > 1 ? (
        <Flex asChild justify="between" align="center">
          <nav aria-label="Pagination">
            <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <Text size="2">
              Page {page} of {totalPages}
            </Text>
            <Button variant="soft" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
              Next
            </Button>
          </nav>
        </Flex>
      ) : null}
    </>
  );
}

/** Downloads the whole list of the tab as CSV, with the bearer token like every admin call (spec.md "API"). */
function ExportButton({ type }: { type: PublicFormKind }) {
  const toast = useToast();
  // A download, not cached data: a mutation for its pending state, through the kit's fetcher (token, 401).
  const exportCsv = useMutation({
    mutationFn: async () => {
      const response = await adminRequest(`/api/admin/submissions/export?type=${type}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `${type}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      console.error('Failed to export leads', error);
      toast(errorToast('Failed to export leads'));
    },
  });

  return (
    <Button onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
