/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Testimonials } from '@/components/site/testimonials-client';
import { TESTIMONIALS } from '@/lib/content/testimonials';

describe('<Testimonials>', () => {
  it("starts on the page's state and switches with the filter buttons", () => {
    render(<Testimonials items={TESTIMONIALS} initialFilter="FL" />);
    expect(screen.getByRole('button', { name: 'FL' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByTestId('testimonial-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((li) => li.getAttribute('data-state') === 'FL'),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('testimonial-list')).getAllByRole('listitem')).toHaveLength(
      TESTIMONIALS.length,
    );
  });

  it('says so when no testimonial matches the selected state', () => {
    render(<Testimonials items={TESTIMONIALS.filter((t) => t.state !== 'NY')} initialFilter="TX" />);
    fireEvent.click(screen.getByRole('button', { name: 'NY' }));
    expect(screen.getByText('No testimonials available for the selected state.')).toBeInTheDocument();
    expect(screen.queryByTestId('testimonial-list')).not.toBeInTheDocument();
  });
});
