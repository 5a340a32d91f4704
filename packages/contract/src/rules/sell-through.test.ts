import { describe, expect, it } from 'vitest';
import { NEARLY_EMPTY_SHARE, sellThrough, shelfFlag } from './sell-through';

describe('sellThrough (docs/rules.md#sell-through)', () => {
  it('is sold ÷ (sold + stock), three decimals', () => {
    expect(sellThrough(30, 10)).toBe(0.75);
    expect(sellThrough(1, 2)).toBe(0.333);
    expect(sellThrough(0, 5)).toBe(0);
    expect(sellThrough(5, 0)).toBe(1);
  });
  it('is null when nothing was sold nor stocked; negatives count as 0', () => {
    expect(sellThrough(0, 0)).toBeNull();
    expect(sellThrough(-3, 0)).toBeNull();
    expect(sellThrough(4, -1)).toBe(1);
  });
});

describe('shelfFlag (docs/rules.md#shelf-flags)', () => {
  it('flags an overflowing shelf first', () => {
    expect(
      shelfFlag([
        { filled: 12, capacity: 10, overflow: 2 },
        { filled: 0, capacity: 100, overflow: 0 },
      ]),
    ).toBe('over');
  });
  it('flags nearly empty below the named share of capacity', () => {
    expect(NEARLY_EMPTY_SHARE).toBe(0.25);
    expect(shelfFlag([{ filled: 24, capacity: 100, overflow: 0 }])).toBe('nearly_empty');
    expect(shelfFlag([{ filled: 25, capacity: 100, overflow: 0 }])).toBeNull();
  });
  it('has no flag without capacity', () => {
    expect(shelfFlag([])).toBeNull();
    expect(shelfFlag([{ filled: 3, capacity: 0, overflow: 3 }])).toBeNull();
  });
});
