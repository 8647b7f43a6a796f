'use client';
import { Box, Button, Card, Container, Flex, Tabs, Text, TextField } from '@radix-ui/themes';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { PUBLIC_FORM_KINDS, type PublicFormKind } from '@/lib/constants';
import { adminFetch } from '../admin-api';
import { adminAuthHeaders } from '../auth-storage';
import { Spinner } from '../spinner';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { leadViewQuery, readLeadView, type LeadView } from './lead-query';
import { LeadsTable, type LeadRow } from './leads-table';

const TAB_LABELS: Record<PublicFormKind, string> = {
  'early-access': 'Early access',
  contact: 'Contact',
  newsletter: 'Newsletter',
};

interface LeadPage {
  submissions: LeadRow[];
  pagination: { page: number; total: number; totalPages: number };
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; view: LeadView; data: LeadPage };

/** The leads inbox: one tab per form, a debounced search, pages, CSV export; the view lives in the URL. */
export function LeadsScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view = readLeadView(new URLSearchParams(params.toString()));
  const viewKey = leadViewQuery(view);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ type: view.type, page: String(view.page) });
    if (view.search) query.set('search', view.search);
    adminFetch<LeadPage>(`/api/admin/submissions?${query}`, { signal: controller.signal })
      .then((data) => setLoaded({ kind: 'ok', view, data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load leads', error);
        setLoaded({ kind: 'failed' });
      });
    return () => controller.abort();
    // viewKey names the view; `view` itself is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);

  const go = (next: LeadView, mode: 'push' | 'replace') =>
    router[mode](`${pathname}${leadViewQuery(next)}`, { scroll: false });

  // A new search starts again at page 1.
  const [search, setSearch] = useUrlSearchBox(view.search, (s) =>
    go({ ...view, search: s, page: 1 }, 'replace'),
  );

  return (
    <Box style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <PageHeader
        title="Leads"
        subtitle="Early-access requests, contact messages and newsletter sign-ups from the site."
        actions={<ExportButton type={view.type} />}
      />
      <Container asChild size="4" px="6" py="6">
        <main>
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
                    {loaded.kind === 'ok' ? (
                      <Text size="2" color="gray" role="status">
                        {loaded.data.pagination.total} {loaded.data.pagination.total === 1 ? 'lead' : 'leads'}
                      </Text>
                    ) : null}
                  </Flex>
                  <LeadsResult loaded={loaded} onPage={(page) => go({ ...view, page }, 'push')} />
                </Flex>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </main>
      </Container>
    </Box>
  );
}

function LeadsResult({ loaded, onPage }: { loaded: Loaded; onPage: (page: number) => void }) {
  if (loaded.kind === 'loading') return <Spinner label="Loading..." />;
  if (loaded.kind === 'failed')
    return (
      <Card>
        <Text color="gray">The leads could not be loaded. Reload the page to try again.</Text>
      </Card>
    );
  const { view, data } = loaded;
  if (data.submissions.length === 0)
    return (
      <Card size="3">
        <Text as="p" align="center" color="gray">
          {view.search ? 'No leads match this search' : 'No leads yet'}
        </Text>
      </Card>
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

/** Downloads the whole list of the tab as CSV, with the bearer token like every admin call (SPEC 7). */
function ExportButton({ type }: { type: PublicFormKind }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(`/api/admin/submissions/export?type=${type}`, {
        headers: adminAuthHeaders(),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `${type}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('Failed to export leads', error);
      toast(errorToast('Failed to export leads'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void download()} disabled={busy}>
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
