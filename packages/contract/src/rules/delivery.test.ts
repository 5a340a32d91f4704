import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX } from '../constants';
import {
  choosesDeliveryIds,
  cleanText,
  deliveryProblems,
  EMPTY_DELIVERY,
  mergeDelivery,
  NOTHING_TO_FIND,
} from './delivery';

const empty = mergeDelivery({});

describe('cleanText', () => {
  it('trims and stores empty or missing texts as null', () => {
    expect(cleanText('  Ул. Ленина  ')).toBe('Ул. Ленина');
    expect(cleanText('   ')).toBeNull();
    expect(cleanText('')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });
});

describe('mergeDelivery', () => {
  const base = { ...empty, comment: 'old', city: 3, address: 'Main St 1' };

  it('keeps missing fields, clears null and "" ones, cleans texts', () => {
    expect(mergeDelivery({ comment: '  new ', city: null, address: '' }, base)).toEqual({
      ...empty,
      comment: 'new',
      city: null,
      address: null,
    });
    expect(mergeDelivery({ method: 2 }, base)).toEqual({ ...base, method: 2 });
  });

  it('starts from nothing without a base', () => {
    expect(empty).toEqual(EMPTY_DELIVERY);
    expect(Object.values(EMPTY_DELIVERY).every((value) => value === null)).toBe(true);
  });
});

describe('deliveryProblems', () => {
  it('accepts an address of exactly the limit, counted in characters', () => {
    expect(deliveryProblems({ ...empty, address: '€'.repeat(ADDRESS_MAX) }, NOTHING_TO_FIND)).toEqual([]);
    expect(deliveryProblems({ ...empty, address: 'a'.repeat(ADDRESS_MAX + 1) }, NOTHING_TO_FIND)).toEqual([
      { field: 'address', problem: 'addressTooLong', max: ADDRESS_MAX, length: ADDRESS_MAX + 1 },
    ]);
  });

  it('names every id the lookup did not find', () => {
    const found = {
      method: false,
      country: false,
      city: false,
      service: false,
      contact: false,
      city_country_id: null,
    };
    expect(
      deliveryProblems({ ...empty, method: 1, country: 1, city: 1, service: 1, contact: 1 }, found),
    ).toEqual([
      { field: 'method', problem: 'unknownMethod' },
      { field: 'country', problem: 'unknownCountry' },
      { field: 'city', problem: 'unknownCity' },
      { field: 'service', problem: 'unknownService' },
      { field: 'contact', problem: 'unknownContact' },
    ]);
  });

  it('wants the city in the chosen country, and only when both are chosen', () => {
    const found = { ...NOTHING_TO_FIND, city_country_id: 7 };
    expect(deliveryProblems({ ...empty, country: 8, city: 1 }, found)).toEqual([
      { field: 'city', problem: 'cityNotInCountry' },
    ]);
    expect(deliveryProblems({ ...empty, country: 7, city: 1 }, found)).toEqual([]);
    expect(deliveryProblems({ ...empty, city: 1 }, found)).toEqual([]);
  });
});

describe('choosesDeliveryIds', () => {
  it('is true as soon as one id is chosen', () => {
    expect(choosesDeliveryIds(empty)).toBe(false);
    expect(choosesDeliveryIds({ ...empty, contact: 4 })).toBe(true);
  });
});
