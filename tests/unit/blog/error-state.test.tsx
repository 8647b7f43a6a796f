/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';

// next/navigation's hooks need Next's router; here they return the route under test.
const route = { pathname: '/blog', params: {} as { slug?: string[] } };
jest.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useParams: () => route.params,
}));

import { BlogError } from '@/app/_blog/blog-error-client';

function at(pathname: string, slug?: string[]) {
  route.pathname = pathname;
  route.params = slug ? { slug } : {};
}

describe('blog error state', () => {
  const error = Object.assign(new Error('boom'), { digest: '1' });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows the index error with a 'Try Again' that reloads the page", () => {
    at('/blog/usa');
    render(<BlogError error={error} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load blog articles');
    const logged = jest.mocked(console.error);
    logged.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    // jsdom cannot navigate: location.reload() reports exactly that, which shows the button asked for a reload.
    expect(JSON.stringify(logged.mock.calls.map((c) => String(c[0]?.message ?? c[0])))).toContain(
      'Not implemented: navigation',
    );
    expect(screen.queryByRole('link', { name: 'Back to Blog' })).toBeNull();
  });

  it("shows 'Error Loading Article' with Back to Blog and Try Again on an article", () => {
    at('/blog/usa/some-article', ['some-article']);
    render(<BlogError error={error} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Error Loading Article' })).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the article. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog/usa');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('speaks French under /blog/belgium-fr', () => {
    at('/blog/belgium-fr/article', ['article']);
    render(<BlogError error={error} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Erreur de chargement de l’article' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
