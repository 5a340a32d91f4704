import { describe, expect, it } from 'vitest';
import { sumShared } from './stock.sync';

describe('sumShared', () => {
  it('sums the units of a store and product two warehouses mapped to that store both report', () => {
    const columns = { storeId: [1, 1, 7, 1], productId: [5, 6, 5, 5], units: [2, 3, 4, 10] };
    expect(sumShared(columns)).toEqual({ storeId: [1, 1, 7], productId: [5, 6, 5], units: [12, 3, 4] });
  });
});
