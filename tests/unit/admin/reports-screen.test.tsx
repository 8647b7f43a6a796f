/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { ReportsScreen } from '@/components/admin/reports/reports-screen';
import type { ReportsOverview } from '@/lib/admin/reports';
import { setWindowWide } from '@/tests/helpers/viewport';

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/admin-secret-portal/dashboard/reports',
  useSearchParams: () => new URLSearchParams(search),
}));

const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});

global.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Radix's Select scrolls to the chosen option and captures the pointer; jsdom has neither.
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => undefined;

const ADMIN_VIEW: ReportsOverview = {
  from: '2026-03-01',
  to: '2026-03-02',
  market: 'usa',
  views: 30,
  visitors: 18,
  leads: 2,
  series: [
    { date: '2026-03-01', views: 30, visitors: 18, leads: 2 },
    { date: '2026-03-02', views: 0, visitors: 0, leads: 0 },
  ],
  topArticles: [{ path: '/blog/usa/alpha', title: 'Alpha', views: 10, visitors: 8, leads: 2 }],
  referrers: [],
  campaigns: [],
  vitals: [
    { route: 'article', device: 'mobile', lcp: 2600, inp: 120, cls: 0.3, fcp: null, ttfb: null, samples: 40 },
  ],
};
const EDITOR_VIEW: ReportsOverview = {
  ...ADMIN_VIEW,
  leads: null,
  series: ADMIN_VIEW.series.map((d) => ({ ...d, leads: null })),
  topArticles: ADMIN_VIEW.topArticles.map((a) => ({ ...a, leads: null })),
};

function renderScreen(body: ReportsOverview, wide = true) {
  setWindowWide(wide);
  const fetchMock = jest.fn(async () => json(200, body));
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <Theme>
      <QueryClientProvider client={createAdminQueryClient()}>
        <ReportsScreen />
      </QueryClientProvider>
    </Theme>,
  );
  return fetchMock;
}

describe('the Reports screen', () => {
  beforeEach(() => {
    search = '';
    replace.mockReset();
  });

  it('asks for the URL view and shows figures, conversion rate, ratings in words and CSV links', async () => {
    search = 'from=2026-03-01&to=2026-03-02&market=usa';
    const fetchMock = renderScreen(ADMIN_VIEW);
    await screen.findByRole('heading', { name: 'Top articles' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/reports/overview?from=2026-03-01&to=2026-03-02&market=usa',
      expect.anything(),
    );
    expect(screen.getByRole('heading', { name: 'Views and leads per day' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: /^Summary, 2026-03-01 to 2026-03-02, United States/ });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Views30/),
      expect.stringMatching(/^Visitors18/),
      expect.stringMatching(/^Leads2/),
    ]);
    const articles = screen.getByRole('region', { name: 'Top articles' });
    expect(within(articles).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/blog/usa/alpha');
    expect(within(articles).getByRole('cell', { name: '25 %' })).toBeInTheDocument();
    const vitals = screen.getByRole('region', { name: "Real visitors' speed (Core Web Vitals, p75)" });
    expect(within(vitals).getByText('2.60 s').nextSibling).toHaveTextContent('Needs improvement');
    expect(within(vitals).getByText('120 ms').nextSibling).toHaveTextContent('Good');
    expect(within(vitals).getByText('0.30').nextSibling).toHaveTextContent('Poor');
    expect(screen.getByRole('link', { name: 'Download CSV: Top articles' })).toHaveAttribute(
      'href',
      '/api/admin/reports/export?table=articles&from=2026-03-01&to=2026-03-02&market=usa',
    );
    expect(screen.getByText(/No referring site in this range/)).toBeInTheDocument();
    expect(screen.getByText(/No campaign visits in this range/)).toBeInTheDocument();
    // The chart's figures are in a table for screen readers.
    expect(
      screen.getByRole('table', { name: 'Views and leads per day, 2026-03-01 to 2026-03-02' }),
    ).toBeInTheDocument();
  });

  it('shows an editor no Leads figure, column or line', async () => {
    renderScreen(EDITOR_VIEW);
    await screen.findByRole('heading', { name: 'Views per day' });
    expect(screen.queryByText('Leads')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Conversion rate' })).toBeNull();
  });

  it('keeps a preset in the URL and a custom range as From and To', async () => {
    renderScreen(ADMIN_VIEW);
    await screen.findByRole('heading', { name: 'Top articles' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Range' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(replace).toHaveBeenLastCalledWith('/admin-secret-portal/dashboard/reports?days=7', {
      scroll: false,
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Range' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByText('From must not be after To.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(replace).toHaveBeenLastCalledWith(
        '/admin-secret-portal/dashboard/reports?from=2026-02-01&to=2026-02-10',
        { scroll: false },
      ),
    );
  });

  it('lists each row as a line on a phone', async () => {
    renderScreen(ADMIN_VIEW, false);
    const list = await screen.findByRole('list', { name: 'Top articles' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'AlphaViews: 10 · Visitors: 8 · Leads: 2 · Conversion rate: 25 %',
    );
  });
});
