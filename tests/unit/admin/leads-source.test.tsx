/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { LeadsScreen } from '@/components/admin/leads/leads-client';
import { Toaster } from '@/components/admin/ui/toaster';
import { setWindowWide } from '@/tests/helpers/viewport';

/* Issue 38: the leads inbox's Source column and Source filter (the view in the URL). */

const push = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push, refresh: jest.fn() }),
  usePathname: () => '/admin-secret-portal/dashboard/leads',
  useSearchParams: () => new URLSearchParams(search),
}));

// jsdom has no Response: the fetcher reads only these members of one.
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});

const lead = (id: string, email: string, source: string | null, article: string | null) => ({
  id,
  type: 'early-access',
  created_at: '2026-11-20T10:00:00.000Z',
  first_name: 'Ana',
  last_name: 'Reyes',
  email,
  message: null,
  source,
  article_path: article,
  landing_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  source_page: null,
});

const PAGE = {
  submissions: [
    lead('1', 'ana@firm.example', 'google.com', '/blog/x'),
    lead('2', 'dee@firm.example', 'Direct', null),
    lead('3', 'old@firm.example', null, null),
  ],
  pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
  sources: ['Direct', 'google.com', 'newsletter'],
};

// Radix's Select measures its trigger and scrolls its items; jsdom has neither.
global.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => undefined;

function renderScreen() {
  return render(
    <Theme>
      <Toaster>
        <QueryClientProvider client={createAdminQueryClient()}>
          <LeadsScreen />
        </QueryClientProvider>
      </Toaster>
    </Theme>,
  );
}

describe('the leads inbox: Source', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    setWindowWide(true);
    search = '';
    push.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(200, PAGE));
    global.fetch = fetchMock;
  });

  it("shows each lead's source, with the article it came through, in a Source column", async () => {
    renderScreen();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('google.com · /blog/x');
    expect(rows[2]).toHaveTextContent('Direct');
    expect(rows[3]).toHaveTextContent('—');
  });

  it('shows one block per lead on a phone, each field named, instead of a table to scroll sideways', async () => {
    setWindowWide(false);
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Early-access requests' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      'Name: Ana Reyes · Email: ana@firm.example · Source: google.com · /blog/x',
    );
  });

  it('filters by a source chosen in the labelled Source menu, kept in the URL from page 1', async () => {
    search = 'search=ana&page=2';
    renderScreen();
    await screen.findByRole('table');
    const menu = screen.getByRole('combobox', { name: 'Source' });
    expect(menu).toHaveTextContent('All sources');
    fireEvent.keyDown(menu, { key: 'Enter' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All sources', 'Direct', 'google.com', 'newsletter']);
    fireEvent.keyDown(options[2]!, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/admin-secret-portal/dashboard/leads?search=ana&source=google.com', {
      scroll: false,
    });
  });

  it('asks the API for the source in the URL and shows it chosen', async () => {
    search = 'source=Google.com';
    renderScreen();
    await screen.findByRole('table');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/submissions?type=early-access&page=1&source=Google.com',
    );
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveTextContent('google.com');
  });
});
