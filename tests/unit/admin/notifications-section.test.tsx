/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationsSection } from '@/components/admin/account/notifications-section';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { Toaster } from '@/components/admin/ui/toaster';

const EDITOR_PREFERENCES = [
  { event: 'translation-waiting', delivery: 'digest' },
  { event: 'scheduled-live', delivery: 'digest' },
  { event: 'article-changed', delivery: 'off' },
  { event: 'new-device', delivery: 'immediate', locked: true },
];

// Radix's radio measures itself with ResizeObserver, which jsdom lacks; nothing here depends on sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// What the portal fetcher reads of an answer (jsdom has no Response).
const json = (status: number, body: unknown) => ({
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
          <NotificationsSection />
        </QueryClientProvider>
      </Toaster>
    </Theme>,
  );
}

describe("the Account screen's Notifications section (issue 39)", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('shows one labelled choice per event the API lists, with the saved delivery checked, and the new-device mail as always on', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { preferences: EDITOR_PREFERENCES }));
    renderSection();
    const changed = await screen.findByRole('radiogroup', { name: 'Someone else changed my article' });
    expect(within(changed).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(
      within(changed)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Off', 'Immediately', 'Daily digest']);
    const waiting = screen.getByRole('radiogroup', { name: 'Translation waiting for approval' });
    expect(within(waiting).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
    // No control for the locked event: it says it is always on.
    expect(screen.queryByRole('radiogroup', { name: 'Sign-in from a new device' })).toBeNull();
    expect(screen.getByText('Always on')).toBeInTheDocument();
    expect(screen.getByText('Sign-in from a new device')).toBeInTheDocument();
    // An admin-only event the API did not list is not offered.
    expect(screen.queryByText('New contact message')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/account/notifications');
  });

  it('saves every changeable event with PUT, the locked one left out, and says so', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { preferences: EDITOR_PREFERENCES }));
    renderSection();
    const changed = await screen.findByRole('radiogroup', { name: 'Someone else changed my article' });
    fireEvent.click(within(changed).getByRole('radio', { name: 'Immediately' }));
    const saved = EDITOR_PREFERENCES.map((p) =>
      p.event === 'article-changed' ? { ...p, delivery: 'immediate' } : p,
    );
    fetchMock.mockResolvedValueOnce(json(200, { preferences: saved }));
    fetchMock.mockResolvedValue(json(200, { preferences: saved }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notification choices saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/account/notifications');
    expect(JSON.parse(String((put![1] as RequestInit).body))).toEqual({
      preferences: [
        { event: 'translation-waiting', delivery: 'digest' },
        { event: 'scheduled-live', delivery: 'digest' },
        { event: 'article-changed', delivery: 'immediate' },
      ],
    });
  });

  it("shows the server's refusal in a toast and keeps the choice on screen", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { preferences: EDITOR_PREFERENCES }));
    renderSection();
    const live = await screen.findByRole('radiogroup', { name: 'My scheduled article went live' });
    fireEvent.click(within(live).getByRole('radio', { name: 'Off' }));
    fetchMock.mockResolvedValueOnce(
      json(403, { error: 'Only admins can be notified of: A scheduled job failed' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(
      await screen.findByText('Only admins can be notified of: A scheduled job failed'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(live).getByRole('radio', { name: 'Off' })).toBeChecked());
  });
});
