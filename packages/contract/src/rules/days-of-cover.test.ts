import { describe, expect, it } from 'vitest';
import { dailyRate, daysOfCover, isBelowCover, runsOutFirst } from './days-of-cover';

describe('days of cover (docs/home.md#days-of-cover)', () => {
  it('divides the period sales by every day of the period', () => {
    expect(dailyRate(14, 14)).toBe(1);
    expect(dailyRate(10, 3)).toBe(3.33);
    expect(dailyRate(5, 0)).toBe(0);
  });

  it('lasts stock plus supplies at that rate, rounded down', () => {
    expect(daysOfCover({ onHand: 10, sold: 14, days: 14 })).toBe(10);
    expect(daysOfCover({ onHand: 10, sold: 3, days: 14 })).toBe(46);
    expect(daysOfCover({ onHand: 0, sold: 3, days: 14 })).toBe(0);
    expect(daysOfCover({ onHand: -4, sold: 3, days: 14 })).toBe(0);
  });

  it('says nothing when the outlet sold nothing over the period', () => {
    expect(daysOfCover({ onHand: 10, sold: 0, days: 14 })).toBeNull();
    expect(daysOfCover({ onHand: 10, sold: 5, days: 0 })).toBeNull();
  });

  it('puts the shortest cover first, then the better seller, then the id, and drops lines without sales', () => {
    const lines = [
      { product_id: 1, days_of_cover: 9, sold: 4 },
      { product_id: 2, days_of_cover: null, sold: 0 },
      { product_id: 3, days_of_cover: 2, sold: 1 },
      { product_id: 4, days_of_cover: 2, sold: 8 },
      { product_id: 5, days_of_cover: 2, sold: 8 },
    ];
    expect(runsOutFirst(lines, 3).map((l) => l.product_id)).toEqual([4, 5, 3]);
    expect(runsOutFirst(lines, 10).map((l) => l.product_id)).toEqual([4, 5, 3, 1]);
  });

  it('reminds only of selling lines under the threshold', () => {
    expect(isBelowCover(6, 7)).toBe(true);
    expect(isBelowCover(7, 7)).toBe(false);
    expect(isBelowCover(null, 7)).toBe(false);
  });
});
