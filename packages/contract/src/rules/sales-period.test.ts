import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  bucketStarts,
  changePercent,
  isIsoDay,
  periodRange,
  previousRange,
  rangeDays,
  todayIn,
  trendBucket,
  versionToday,
} from './sales-period';

describe('sales periods (docs/rules.md#sales-period)', () => {
  const today = '2026-11-24';

  it('a report period is the last N days ending today, compared with the N days before', () => {
    const range = periodRange({ period: 'report', days: 30 }, today);
    expect(range).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(rangeDays(range)).toBe(30);
    expect(previousRange({ period: 'report' }, range)).toEqual({ from: '2026-09-26', to: '2026-10-25' });
  });

  it('a running month is month-to-date, compared with the same days of the month before', () => {
    const range = periodRange({ period: 'month' }, today);
    expect(range).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(previousRange({ period: 'month' }, range)).toEqual({ from: '2026-10-01', to: '2026-10-24' });
  });

  it('a finished period is compared with the whole period before it', () => {
    const march = periodRange({ period: 'month', anchor: '2026-03-15' }, today);
    expect(march).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(previousRange({ period: 'month' }, march)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const leap = periodRange({ period: 'month', anchor: '2024-02-10' }, today);
    expect(leap).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('quarters and years follow the calendar; a running one is compared with as many days of the one before', () => {
    const q = periodRange({ period: 'quarter' }, today);
    expect(q).toEqual({ from: '2026-10-01', to: '2026-11-24' });
    expect(previousRange({ period: 'quarter' }, q)).toEqual({ from: '2026-07-01', to: '2026-08-24' });
    const y = periodRange({ period: 'year', anchor: '2025-06-01' }, today);
    expect(y).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousRange({ period: 'year' }, y)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    const firstQuarter = periodRange({ period: 'quarter', anchor: '2026-01-05' }, today);
    expect(previousRange({ period: 'quarter' }, firstQuarter)).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('a custom range is clipped to today and compared with as many days just before', () => {
    const range = periodRange({ period: 'custom', from: '2026-11-20', to: '2026-12-31' }, today);
    expect(range).toEqual({ from: '2026-11-20', to: '2026-11-24' });
    expect(previousRange({ period: 'custom' }, range)).toEqual({ from: '2026-11-15', to: '2026-11-19' });
    expect(() => periodRange({ period: 'custom', from: '2026-11-25', to: '2026-11-30' }, today)).toThrow(
      RangeError,
    );
    expect(() => periodRange({ period: 'custom', from: '2023-01-01', to: '2026-01-01' }, today)).toThrow(
      RangeError,
    );
    expect(() => periodRange({ period: 'month', anchor: '2027-01-01' }, today)).toThrow(RangeError);
  });

  it('today is the calendar day of the version’s time zone', () => {
    const lateUtc = new Date('2026-11-24T22:30:00Z');
    expect(todayIn('Europe/Moscow', lateUtc)).toBe('2026-11-25');
    expect(todayIn('Europe/Berlin', lateUtc)).toBe('2026-11-24');
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect([versionToday('ru', lateUtc), versionToday('en', lateUtc), versionToday('pl', lateUtc)]).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('a day on the wire is a calendar day that exists', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });

  it('the change is in percent with one decimal, none when nothing was sold before', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('trends are daily up to 62 days, weekly from Monday beyond', () => {
    expect(trendBucket({ from: '2026-10-01', to: '2026-11-24' })).toBe('day');
    expect(trendBucket({ from: '2026-01-01', to: '2026-11-24' })).toBe('week');
    expect(bucketStart('week', '2026-11-24')).toBe('2026-11-23');
    expect(bucketStart('week', '2026-11-29')).toBe('2026-11-23');
    expect(bucketStarts('week', { from: '2026-11-04', to: '2026-11-24' })).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(bucketStarts('day', { from: '2026-11-22', to: '2026-11-24' })).toHaveLength(3);
  });
});
