import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '@/testing/fixtures';
import { PropertyCard, pricePerSqftText } from './property-card';

describe('PropertyCard', () => {
  it('shows a total price with separators, the price per sqft, beds/baths, type, area and availability', () => {
    render(<PropertyCard property={makeProperty({ price: 450000, sqft: 1500 })} />);
    expect(screen.getByText('$450,000')).toBeInTheDocument();
    expect(screen.getByText('$300/sqft')).toBeInTheDocument();
    expect(screen.getByText('3 beds')).toBeInTheDocument();
    expect(screen.getByText('2 baths')).toBeInTheDocument();
    expect(screen.getByText('Residential · Hyde Park')).toBeInTheDocument();
    expect(screen.getByText('For Sale')).toBeInTheDocument();
    expect(screen.getByText('12 Swann Ave, Tampa, FL')).toBeInTheDocument();
    expect(screen.getByText('Available Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it('formats other price types and shows parking for commercial space', () => {
    render(
      <PropertyCard
        property={makeProperty({
          type: 'commercial',
          listingType: 'rent',
          price: 32.5,
          priceType: 'sqft_yearly',
          bedrooms: null,
          bathrooms: null,
          parking: 12,
        })}
      />,
    );
    expect(screen.getByText('$33/sqft/yr')).toBeInTheDocument();
    expect(screen.queryByText('$22/sqft')).not.toBeInTheDocument();
    expect(screen.getByText('12 parking spaces')).toBeInTheDocument();
    expect(screen.queryByText(/beds/)).not.toBeInTheDocument();
    expect(screen.getByText('Commercial · Hyde Park')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Tour' })).toBeInTheDocument();
  });

  it.each([
    ['sale', 'View Details'],
    ['rent', 'Schedule Tour'],
    ['short-term', 'Check Availability'],
    ['auction', 'Contact Agent'],
  ] as const)("labels the %s button '%s'", (listingType, label) => {
    render(<PropertyCard property={makeProperty({ listingType: listingType as never })} />);
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it.each([
    ['monthly', 2500, '$2,500/mo'],
    ['nightly', 189, '$189/night'],
    ['daily', 300, '$300/day'],
    ['hourly', 150, '$150/hour'],
  ] as const)('shows %s prices as %s → %s', (priceType, price, text) => {
    render(<PropertyCard property={makeProperty({ priceType, price })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('gives a price per sqft only for total prices with a size', () => {
    expect(pricePerSqftText({ price: 1_000_000, priceType: 'total', sqft: 3000 })).toBe('$333/sqft');
    expect(pricePerSqftText({ price: 1_000_000, priceType: 'total', sqft: null })).toBeNull();
    expect(pricePerSqftText({ price: 2500, priceType: 'monthly', sqft: 1000 })).toBeNull();
  });
});
