import type { ShelfSettings } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { capacityChanges } from './capacity-audit';

const shelf = (over: Partial<ShelfSettings> = {}): ShelfSettings => ({
  product_category_id: 3,
  size: '40x50',
  is_premium: false,
  capacity: 10,
  cost: '2.00',
  alias_name: null,
  ...over,
});

describe('capacityChanges', () => {
  it('lists the shelves added, changed (with each changed field) and removed, leaving the same ones out', () => {
    const before = [shelf(), shelf({ is_premium: true, capacity: 4 }), shelf({ size: null, capacity: 8 })];
    const after = [
      shelf({ capacity: 17, alias_name: 'Витрина' }),
      shelf({ is_premium: true, capacity: 4 }),
      shelf({ product_category_id: 5, size: '30x40', capacity: 6 }),
    ];
    expect(capacityChanges({ capacities: [before, after] })).toEqual([
      {
        kind: 'changed',
        shelf: after[0],
        fields: [
          { field: 'capacity', before: 10, after: 17 },
          { field: 'alias_name', before: null, after: 'Витрина' },
        ],
      },
      { kind: 'added', shelf: after[2] },
      { kind: 'removed', shelf: before[2] },
    ]);
  });

  it('gives no lines for other changes or a malformed row', () => {
    expect(capacityChanges(null)).toEqual([]);
    expect(capacityChanges({ name_ru: ['a', 'b'] })).toEqual([]);
    expect(capacityChanges({ capacities: [[shelf()], 'x'] })).toEqual([{ kind: 'removed', shelf: shelf() }]);
  });
});
