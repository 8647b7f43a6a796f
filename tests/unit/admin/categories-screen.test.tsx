/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { CategoriesScreen } from '@/components/admin/categories/categories-client';
import { createAdminQueryClient } from '@/components/admin/kit/query-provider';
import { Toaster } from '@/components/admin/ui/toaster';

function renderScreen(initial: Parameters<typeof CategoriesScreen>[0]['initial']) {
  return render(
    <Theme>
      <Toaster>
        <QueryClientProvider client={createAdminQueryClient()}>
          <CategoriesScreen initial={initial} />
        </QueryClientProvider>
      </Toaster>
    </Theme>,
  );
}

describe('categories screen', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("says 'No categories yet' when there are none", () => {
    renderScreen([]);
    expect(screen.getByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categories' })).toBeNull();
  });

  it('shows each category with its colour, slug and description', () => {
    renderScreen([
      {
        id: '1',
        name: 'Ethics',
        nameFr: 'Déontologie',
        nameNl: null,
        slug: 'ethics',
        description: 'Duties.',
        color: '#10B981',
      },
      {
        id: '2',
        name: 'Practice',
        nameFr: null,
        nameNl: null,
        slug: 'practice',
        description: null,
        color: '#EF4444',
      },
    ]);
    const cards = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ethics');
    expect(cards[0]).toHaveTextContent('ethics');
    expect(cards[0]).toHaveTextContent('Duties.');
    expect(within(cards[1]!).getByRole('button', { name: 'Delete Practice' })).toBeInTheDocument();
  });

  it('refuses a blank name in the browser and fills the slug from the name', async () => {
    renderScreen([]);
    fireEvent.click(screen.getByRole('button', { name: 'New Category' }));
    const dialog = screen.getByRole('dialog', { name: 'New Category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Déontologie & IA' } });
    expect(within(dialog).getByLabelText('URL Slug')).toHaveValue('deontologie-ia');
    fireEvent.change(within(dialog).getByLabelText('URL Slug'), { target: { value: 'own-slug' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Deontology' } });
    expect(within(dialog).getByLabelText('URL Slug')).toHaveValue('own-slug');
  });
});
