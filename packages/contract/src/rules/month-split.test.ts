import { describe, expect, it } from 'vitest';
import { splitByMonths } from './month-split';

describe('splitByMonths (docs/rules.md#network-analytics)', () => {
  it('keeps a range inside one month as one edge', () => {
    expect(splitByMonths({ from: '2026-11-03', to: '2026-11-24' })).toEqual({
      months: [],
      edges: [{ from: '2026-11-03', to: '2026-11-24' }],
    });
  });
  it('answers whole months and the partial ends', () => {
    expect(splitByMonths({ from: '2025-11-25', to: '2026-02-10' })).toEqual({
      months: ['2025-12-01', '2026-01-01'],
      edges: [
        { from: '2025-11-25', to: '2025-11-30' },
        { from: '2026-02-01', to: '2026-02-10' },
      ],
    });
  });
  it('answers a whole year as twelve months', () => {
    const { months, edges } = splitByMonths({ from: '2025-01-01', to: '2025-12-31' });
    expect(months).toHaveLength(12);
    expect(edges).toEqual([]);
  });
  it('joins two partial months that touch into one edge (30 days across a month end)', () => {
    expect(splitByMonths({ from: '2026-10-26', to: '2026-11-24' })).toEqual({
      months: [],
      edges: [{ from: '2026-10-26', to: '2026-11-24' }],
    });
  });
  it('takes the running month whole when the range ends today (no sales after today)', () => {
    expect(splitByMonths({ from: '2026-10-26', to: '2026-11-24' }, '2026-11-24')).toEqual({
      months: ['2026-11-01'],
      edges: [{ from: '2026-10-26', to: '2026-10-31' }],
    });
    expect(splitByMonths({ from: '2026-01-01', to: '2026-11-24' }, '2026-11-24').months).toHaveLength(11);
    expect(splitByMonths({ from: '2026-11-01', to: '2026-11-20' }, '2026-11-24').edges).toEqual([
      { from: '2026-11-01', to: '2026-11-20' },
    ]);
  });
  it('handles February of a leap year', () => {
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-29' }).months).toEqual(['2024-02-01']);
  });
});
