/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { SubscribersSection } from '@/components/admin/notifications/subscribers-section';
import { Toaster } from '@/components/admin/ui/toaster';
import type { SubscribersResponse } from '@/lib/admin/notifications';
import { setWindowWide } from '@/tests/helpers/viewport';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

// jsdom has no Response: the fetcher reads only these members of one.
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});

const PAGE: SubscribersResponse = {
  subscribers: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      email: 'ann@example.com',
      market: 'usa',
      status: 'confirmed',
      confirmedAt: '2026-11-01T10:00:00.000Z',
      createdAt: '2026-11-01T09:00:00.000Z',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'claire@example.be',
      market: 'be-fr',
      status: 'pending',
      confirmedAt: null,
      createdAt: '2026-11-02T09:00:00.000Z',
    },
  ],
  counts: [
    { market: 'usa', status: 'confirmed', count: 12 },
    { market: 'be-fr', status: 'pending', count: 3 },
  ],
};

// Radix's Select measures its trigger; jsdom has no ResizeObserver.
global.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let wide = true;
function renderSection() {
  setWindowWide(wide);
  return render(
    <Theme>
      <Toaster>
        <QueryClientProvider client={createAdminQueryClient()}>
          <SubscribersSection />
        </QueryClientProvider>
      </Toaster>
    </Theme>,
  );
}

describe('the Notifications screen: subscribers', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    wide = true;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? json(200, { success: true, erased: 1 }) : json(200, PAGE),
    );
    global.fetch = fetchMock;
  });

  it('shows the counts per market and status, labelled filters and a table of subscribers', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('ann@example.com');
    expect(rows[1]).toHaveTextContent('United States');
    expect(rows[1]).toHaveTextContent('Confirmed');
    expect(rows[1]).toHaveTextContent('2026-11-01 10:00 UTC');
    expect(rows[2]).toHaveTextContent('Pending');
    const counts = screen.getByRole('table', { name: 'Subscribers per market and status' });
    const usa = within(counts).getByRole('rowheader', { name: 'United States' }).closest('tr')!;
    expect(usa).toHaveTextContent('United States01200');
    expect(screen.getByRole('combobox', { name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search subscribers by email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/subscribers?');
  });

  it('lists the subscribers as cards on a narrow screen', async () => {
    wide = false;
    renderSection();
    const list = await screen.findByRole('list', { name: 'Subscribers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('claire@example.be');
    expect(items[1]).toHaveTextContent('Not confirmed');
    expect(within(items[1]!).getByRole('button', { name: 'Erase claire@example.be' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Subscribers' })).toBeNull();
  });

  it('searches once typing pauses', async () => {
    renderSection();
    await screen.findByRole('table', { name: 'Subscribers' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search subscribers by email' }), {
      target: { value: 'ann@' },
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/admin/subscribers?search=ann%40'),
    );
  });

  it('erases only after a confirmation that says what erasing means', async () => {
    renderSection();
    await screen.findByRole('table', { name: 'Subscribers' });
    fireEvent.click(screen.getByRole('button', { name: 'Erase ann@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this subscriber?' });
    expect(dialog).toHaveTextContent("deleted from every market's list");
    expect(dialog).toHaveTextContent('Only a one-way hash of the address is kept');
    expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'DELETE')).toBe(
      false,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/subscribers/11111111-1111-4111-8111-111111111111',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(await screen.findByText('Subscriber erased')).toBeInTheDocument();
  });
});
