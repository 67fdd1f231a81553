import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAR_COUNT } from '@tampa-local/domain';
import { STARS_IN_ROW, StarDefinitions } from './star-definitions';
import { StarRating } from './star-rating';

/** The filled row's width in the rating's 100 units (20 a star), or null when none is filled. */
function filledWidth(name: string): string | null {
  return screen.getByRole('img', { name }).querySelector('svg')?.getAttribute('width') ?? null;
}

describe('StarRating', () => {
  it('fills whole stars on cards and half stars where asked', () => {
    render(
      <>
        <StarRating rating={3.7} />
        <StarRating rating={4.5} mode="half" />
        <StarRating rating={null} />
      </>,
    );
    expect(filledWidth('Rated 3.7 out of 5')).toBe('60');
    expect(filledWidth('Rated 4.5 out of 5')).toBe('90');
    expect(filledWidth('Not rated yet')).toBeNull();
  });

  it('draws the five stars off beneath, as references to the row defined once', () => {
    render(<StarRating rating={2} reviewCount={1} />);
    const stars = screen.getByRole('img', { name: 'Rated 2.0 out of 5' });
    expect(stars.querySelector(':scope > use.star-off')).toHaveAttribute('href', '#tl-stars');
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
  });

  it("defines the row with the domain's number of stars", () => {
    const { container } = render(<StarDefinitions />);
    expect(STARS_IN_ROW).toBe(STAR_COUNT);
    expect(container.querySelectorAll('#tl-stars > use')).toHaveLength(STAR_COUNT);
  });
});
