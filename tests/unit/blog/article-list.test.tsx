/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ArticleList } from '@/components/blog/blog-index';
import { FeaturedImage } from '@/components/blog/featured-image';

const article = {
  slug: 'a',
  title: 'A',
  summary: 'Summary here.',
  featured_image_url: '/images/blog/research.jpg',
  published_at: '2026-11-21T10:00:00.000Z',
  read_time_minutes: null,
  blog_categories: { name: 'Ethics', color: '#EF4444' },
  website_admins: { name: 'Ada Author' },
};

describe('featured image', () => {
  it('hides itself when it fails to load', () => {
    const { container } = render(<FeaturedImage src="/images/blog/missing.jpg" alt="" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('sizes', '100vw');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('article list', () => {
  const card = (i: number) => ({
    ...article,
    slug: `a-${i}`,
    title: `Article ${i}`,
    read_time_minutes: i === 0 ? 7 : null,
  });

  it('renders cards with category colour, date, read time, author and a Read Article link, staggered by 0.1 s', () => {
    const { container } = render(<ArticleList market="usa" articles={[card(0), card(1), card(2)]} />);
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(3);
    expect(Array.from(items).map((li) => (li as HTMLElement).style.animationDelay)).toEqual([
      '0.0s',
      '0.1s',
      '0.2s',
    ]);
    expect(screen.getAllByText('Ethics')[0]).toHaveAttribute('data-category-color', '#EF4444');
    expect(screen.getByText('7 min read')).toBeInTheDocument();
    expect(screen.getAllByText('5 min read')).toHaveLength(2);
    expect(screen.getAllByText('By Ada Author')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read Article: Article 1' })).toHaveAttribute(
      'href',
      '/blog/usa/a-1',
    );
  });

  it("shows 'No articles yet' with Back to Home when the market has none", () => {
    render(<ArticleList market="global" articles={[]} />);
    expect(screen.getByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('speaks Dutch in be-nl', () => {
    render(<ArticleList market="be-nl" articles={[]} />);
    expect(screen.getByRole('heading', { name: 'Nog geen artikelen' })).toBeInTheDocument();
  });
});
