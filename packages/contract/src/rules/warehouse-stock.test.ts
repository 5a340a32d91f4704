import { describe, expect, it } from 'vitest';
import { warehouseStock } from './warehouse-stock';

describe('warehouseStock', () => {
  const rows = [
    { store_id: 1, quantity: 7 },
    { store_id: 56, quantity: 3 },
    { store_id: 1001, quantity: 40 },
  ];

  it('reads the main store of the version: 1 in the Russian version, 56 in the English one', () => {
    expect(warehouseStock(rows, 'ru')).toBe(7);
    expect(warehouseStock(rows, 'en')).toBe(3);
  });

  it('is 0 without a main-store row, whatever the outlets hold', () => {
    expect(warehouseStock([{ store_id: 1001, quantity: 40 }], 'ru')).toBe(0);
    expect(warehouseStock([], 'en')).toBe(0);
  });
});
