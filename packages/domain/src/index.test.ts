import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('package entry', () => {
  it('re-exports every module', () => {
    expect(domain.CITY_TIME_ZONE).toBe('America/New_York');
    expect(typeof domain.parseVocabulary).toBe('function');
    expect(typeof domain.slugify).toBe('function');
    expect(typeof domain.timeframeRange).toBe('function');
    expect(typeof domain.openingStatus).toBe('function');
    expect(typeof domain.formatPrice).toBe('function');
    expect(typeof domain.priceInRange).toBe('function');
    expect(typeof domain.parseVideoUrl).toBe('function');
    expect(typeof domain.searchTerms).toBe('function');
    expect(domain.LIST_MAX_LIMIT).toBe(500);
    expect(typeof domain.haversineMiles).toBe('function');
    expect(domain.BUSINESS_LIST.path).toBe('/businesses');
    expect(typeof domain.directoryRequest).toBe('function');
    expect(typeof domain.touchedBy).toBe('function');
    expect(typeof domain.parseContentChange).toBe('function');
  });
});
