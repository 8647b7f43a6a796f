/** @jest-environment jsdom */
import { Button, Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CategoriesScreen } from '@/components/admin/categories/categories-client';
import { ConfirmDialog } from '@/components/admin/kit/confirm-dialog';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { LeadsScreen } from '@/components/admin/leads/leads-client';
import { Toaster } from '@/components/admin/ui/toaster';
import { categorySavePayload } from '@/lib/validations/category';
import { setWindowWide } from '@/tests/helpers/viewport';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/admin-secret-portal/dashboard/leads',
  useSearchParams: () => new URLSearchParams(''),
}));

// jsdom has no Response: the fetcher reads only these members of one.
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});

// Radix's Select (the leads inbox's Source filter) measures its content; jsdom has no ResizeObserver.
global.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function inPortal(children: React.ReactNode) {
  return render(
    <Theme>
      <Toaster>
        <QueryClientProvider client={createAdminQueryClient(() => 1)}>{children}</QueryClientProvider>
      </Toaster>
    </Theme>,
  );
}

const fetchMock = jest.fn();
beforeEach(() => {
  setWindowWide(true);
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('the form layer', () => {
  function openNewCategory() {
    inPortal(<CategoriesScreen initial={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'New Category' }));
    return screen.getByRole('dialog', { name: 'New Category' });
  }

  it("refuses a field in the browser with the words of the handler's schema, sending nothing", async () => {
    const dialog = openNewCategory();
    const draft = { name: 'Ethics', slug: 'Not A Slug', description: '', color: '#3B82F6' };
    const parsed = categorySavePayload.safeParse(draft);
    // What the server would answer for this body (its `details.slug`, lib/server/http/responses.ts).
    const serverWords = parsed.success ? '' : parsed.error.issues.find((i) => i.path[0] === 'slug')?.message;
    expect(serverWords).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: draft.name } });
    fireEvent.change(within(dialog).getByLabelText('URL Slug'), { target: { value: draft.slug } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText(serverWords!)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('URL Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts a 400's field details on the same field", async () => {
    const dialog = openNewCategory();
    fetchMock.mockResolvedValueOnce(
      json(400, { error: 'Invalid request', details: { slug: 'Slug rule from the server' } }),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ethics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Slug rule from the server')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('URL Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  function renderDialog(onConfirm: () => Promise<unknown>) {
    render(
      <Theme>
        <ConfirmDialog
          trigger={<Button>Remove thing</Button>}
          title="Delete thing?"
          description="It cannot be undone."
          confirmLabel="Delete"
          onConfirm={onConfirm}
        />
      </Theme>,
    );
    return screen.getByRole('button', { name: 'Remove thing' });
  }

  it('is a labelled alert dialog that focuses Cancel, and Escape cancels with focus back on the trigger', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const trigger = renderDialog(onConfirm);
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete thing?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('stays open and busy while the action runs, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const trigger = renderDialog(onConfirm);
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('ErrorState', () => {
  it('shows a failed load as an error, never as an empty list, and Retry loads it', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: 'Internal server error' })).mockResolvedValueOnce(
      json(200, {
        submissions: [
          {
            id: '1',
            created_at: '2026-01-02T03:04:05Z',
            first_name: 'Ada',
            last_name: 'L',
            email: 'a@x.example',
            message: null,
            source: null,
          },
        ],
        pagination: { page: 1, total: 1, totalPages: 1 },
        sources: [],
      }),
    );
    inPortal(<LeadsScreen />);
    expect(await screen.findByText('The leads could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('a@x.example')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('The leads could not be loaded.')).toBeNull();
  });
});
