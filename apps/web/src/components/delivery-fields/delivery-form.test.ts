// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { citiesOf, fromDelivery, toDeliveryInput, withCountry } from './delivery-form';

const CITIES = [
  { id: 10, name: 'Самара', country_id: 1 },
  { id: 20, name: 'Минск', country_id: 2 },
];

describe('delivery form state', () => {
  it('starts from the saved delivery data, empty strings for what is not set', () => {
    expect(
      fromDelivery({
        method: 2,
        country: 1,
        city: null,
        service: null,
        address: 'Самара',
        comment: null,
        contact: 3,
      }),
    ).toEqual({
      method: '2',
      country: '1',
      city: '',
      service: '',
      address: 'Самара',
      comment: '',
      contact: '3',
    });
    expect(fromDelivery(undefined).address).toBe('');
  });

  it('sends ids and trimmed texts, and no lookups where they are not shown', () => {
    const form = {
      method: '2',
      country: '1',
      city: '10',
      service: '',
      address: '  Самара ',
      comment: ' ',
      contact: '',
    };
    expect(toDeliveryInput(form, { withLookups: true })).toEqual({
      method: 2,
      country: 1,
      city: 10,
      service: null,
      address: 'Самара',
      comment: null,
      contact: null,
    });
    expect(toDeliveryInput(form, { withLookups: false })).toMatchObject({
      method: null,
      country: null,
      city: null,
    });
  });

  it('lists the cities of the chosen country, and clears a city of another country when the country changes', () => {
    expect(citiesOf(CITIES, '2').map((c) => c.id)).toEqual([20]);
    expect(citiesOf(CITIES, '')).toHaveLength(2);
    const form = fromDelivery({
      method: null,
      country: 1,
      city: 10,
      service: null,
      address: null,
      comment: null,
      contact: null,
    });
    expect(withCountry(form, '2', CITIES)).toMatchObject({ country: '2', city: '' });
    expect(withCountry(form, '1', CITIES)).toMatchObject({ country: '1', city: '10' });
  });
});
