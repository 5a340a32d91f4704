import { describe, expect, it } from 'vitest';
import { listOrderReport, orderableLines } from './shopping-lists';

const line = (id: number, quantity: number, archived = false) => ({
  id,
  code: `C${id}`,
  name: `Kit ${id}`,
  quantity,
  archived,
});

describe('ordering a shopping list (docs/rules.md#shopping-lists)', () => {
  it('leaves archived lines out of what goes to the basket', () => {
    expect(orderableLines([line(1, 2), line(2, 3, true)]).map((l) => l.id)).toEqual([1]);
  });

  it('reports full, capped, out-of-stock and archived lines in the list order', () => {
    const report = listOrderReport(
      [line(1, 2), line(2, 5), line(3, 4), line(4, 1, true)],
      [
        { id: 1, added: 2, basketCount: 3 },
        { id: 2, added: 3, basketCount: 3 },
        { id: 3, added: 0, basketCount: 0 },
      ],
    );
    expect(report.added).toEqual([
      { id: 1, code: 'C1', name: 'Kit 1', count: 2, basket_count: 3 },
      { id: 2, code: 'C2', name: 'Kit 2', count: 3, basket_count: 3 },
    ]);
    expect(report.skipped).toEqual([
      { id: 2, code: 'C2', name: 'Kit 2', wanted: 5, added: 3, reason: 'partial' },
      { id: 3, code: 'C3', name: 'Kit 3', wanted: 4, added: 0, reason: 'out_of_stock' },
      { id: 4, code: 'C4', name: 'Kit 4', wanted: 1, added: 0, reason: 'archived' },
    ]);
    expect([report.lines, report.units]).toEqual([2, 5]);
  });

  it('never counts units for an archived line even if the writer answered one', () => {
    const report = listOrderReport([line(1, 2, true)], [{ id: 1, added: 2, basketCount: 2 }]);
    expect(report.added).toEqual([]);
    expect(report.skipped[0]?.reason).toBe('archived');
  });
});
