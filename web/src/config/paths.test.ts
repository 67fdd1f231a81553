import { describe, expect, it } from 'vitest';
import { BUSINESS_DIRECTORY, EVENT_DIRECTORY, REAL_ESTATE_DIRECTORY, RENTAL_DIRECTORY } from '@tampa-local/domain';
import { paths } from './paths';

describe('paths', () => {
  it("are the domain's directory paths", () => {
    expect(paths.businesses).toBe(BUSINESS_DIRECTORY.path);
    expect(paths.events).toBe(EVENT_DIRECTORY.path);
    expect(paths.realEstate).toBe(REAL_ESTATE_DIRECTORY.path);
    expect(paths.shortTermRentals).toBe(RENTAL_DIRECTORY.path);
  });

  it('encode the filters they are given', () => {
    expect(paths.businessesFiltered({ search: 'tacos & beer', category: null })).toBe(
      '/businesses?search=tacos%20%26%20beer',
    );
  });
});
