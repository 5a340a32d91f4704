import { describe, expect, it } from 'vitest';
import { LOW_STOCK_OCCUPANCY_PERCENT, reportFileName, stockFlags } from './reports';

describe('stockFlags (docs/rules.md#stock-flags)', () => {
  it('flags low stock below the threshold, never without shelves', () => {
    expect(stockFlags({ percent: LOW_STOCK_OCCUPANCY_PERCENT - 1, overflowUnits: 0 })).toEqual({
      low_stock: true,
      overflow: false,
    });
    expect(stockFlags({ percent: LOW_STOCK_OCCUPANCY_PERCENT, overflowUnits: 0 }).low_stock).toBe(false);
    expect(stockFlags({ percent: null, overflowUnits: 0 })).toEqual({ low_stock: false, overflow: false });
  });
  it('flags overflow when any shelf is over its capacity', () => {
    expect(stockFlags({ percent: 10, overflowUnits: 3 })).toEqual({ low_stock: true, overflow: true });
  });
  it('names the file after the report and its days', () => {
    expect(reportFileName('stock', { from: '2026-01-01', to: '2026-01-31' }, 'xlsx')).toBe(
      'report-stock-2026-01-01-2026-01-31.xlsx',
    );
  });
});
