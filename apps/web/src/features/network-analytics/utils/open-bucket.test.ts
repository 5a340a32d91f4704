import { describe, expect, it } from 'vitest';
import { splitOpenBucket } from './open-bucket';

describe('splitOpenBucket (docs/rules.md#network-analytics)', () => {
  const days = [
    { start: '2026-03-01', value: 5 },
    { start: '2026-03-02', value: 7 },
    { start: '2026-03-03', value: 0 },
  ];

  it('sets today apart, joined to yesterday, instead of dropping the line to its partial count', () => {
    expect(splitOpenBucket(days, { bucket: 'day', today: '2026-03-03' })).toEqual([
      { start: '2026-03-01', value: 5, open: false },
      { start: '2026-03-02', value: 7, soFar: 7, open: false },
      { start: '2026-03-03', soFar: 0, open: true },
    ]);
  });

  it('finds the open week by its Monday, and leaves a period that ended before today alone', () => {
    const weeks = [
      { start: '2026-02-23', value: 30 },
      { start: '2026-03-02', value: 4 },
    ];
    expect(splitOpenBucket(weeks, { bucket: 'week', today: '2026-03-04' }).map((p) => p.open)).toEqual([
      false,
      true,
    ]);
    expect(splitOpenBucket(days, { bucket: 'day', today: '2026-04-01' }).some((p) => p.open)).toBe(false);
  });
});
