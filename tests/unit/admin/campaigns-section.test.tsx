/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { CampaignsSection } from '@/components/admin/notifications/campaigns-section';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { Toaster } from '@/components/admin/ui/toaster';
import type { CampaignArticlesResponse, CampaignView } from '@/lib/admin/notifications';

// jsdom has no ResizeObserver; Radix's Checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ARTICLES: CampaignArticlesResponse = {
  articles: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Fresh piece',
      publishedAt: '2026-11-20T10:00:00Z',
      new: true,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Older piece',
      publishedAt: '2026-10-01T10:00:00Z',
      new: false,
    },
  ],
  lastSentAt: '2026-11-01T08:00:00Z',
  confirmedSubscribers: 4,
};

const DRAFT: CampaignView = {
  id: '33333333-3333-4333-8333-333333333333',
  market: 'global',
  subject: 'November news',
  intro: '',
  articleIds: [ARTICLES.articles[0]!.id],
  status: 'draft',
  sendAt: null,
  queuedAt: null,
  finishedAt: null,
  createdAt: '2026-11-27T10:00:00Z',
  counts: { queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 },
};
const SENT: CampaignView = {
  ...DRAFT,
  id: '44444444-4444-4444-8444-444444444444',
  subject: 'October news',
  status: 'sent',
  queuedAt: '2026-11-01T08:00:00Z',
  finishedAt: '2026-11-01T08:05:00Z',
  counts: { queued: 0, sent: 97, failed: 1, bounced: 2, skipped: 0 },
};

// jsdom has no Response: what adminFetch reads of one.
const json = (body: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});

function renderSection() {
  return render(
    <Theme>
      <Toaster>
        <QueryClientProvider client={createAdminQueryClient()}>
          <CampaignsSection />
        </QueryClientProvider>
      </Toaster>
    </Theme>,
  );
}

describe('campaigns section of the Notifications screen', () => {
  const fetchMock = jest.fn();
  const posted: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    posted.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url.endsWith('/send'))
          return json({ campaign: { ...DRAFT, status: 'sending', counts: { ...DRAFT.counts, queued: 4 } } });
        return json({ campaign: DRAFT }, 201);
      }
      if (url.startsWith('/api/admin/campaigns/articles')) return json(ARTICLES);
      return json({ campaigns: [DRAFT, SENT] });
    });
    global.fetch = fetchMock;
  });

  it('lists each campaign with its status and, once sent, its recipients’ counts', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('November news');
    expect(rows[0]).toHaveTextContent('draft');
    expect(within(rows[0]!).getByRole('button', { name: 'Send now' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('97 sent · 0 queued · 1 failed · 2 bounced');
    expect(within(rows[1]!).queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('refuses an empty draft without asking the server, then saves the one "New since the last send" fills', async () => {
    renderSection();
    const form = screen.getByRole('form', { name: 'New campaign' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Subject is required')).toBeInTheDocument();
    expect(within(form).getByText('Pick at least one article')).toBeInTheDocument();
    expect(posted).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'December news' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'New since the last send (1)' }));
    expect(within(form).getByRole('checkbox', { name: /Fresh piece/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Older piece/ })).not.toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/admin/campaigns',
      body: { subject: 'December news', market: 'global', intro: '', articleIds: [ARTICLES.articles[0]!.id] },
    });
  });

  it('asks before sending, naming how many confirmed subscribers will receive it', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const draft = within(list).getAllByRole('listitem')[0]!;
    fireEvent.click(within(draft).getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send “November news” now?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('It goes to 4 confirmed subscribers of Global, each once.'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ url: `/api/admin/campaigns/${DRAFT.id}/send`, body: {} });
  });
});
