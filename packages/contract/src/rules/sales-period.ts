/**
 * Sales periods of the back office's analytics and reports (docs/rules.md#sales-period): which days
 * a period covers, the period it is compared with, and how its trend is bucketed. Days are
 * 'YYYY-MM-DD' strings, both ends included; "today" is the day in the version's time zone.
 */

/** report: the last `days` days; month/quarter/year: the calendar period holding `anchor`; custom: from–to. */
export const PERIOD_KINDS = ['report', 'month', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A run of whole days, both ends included ('YYYY-MM-DD'). */
export type DayRange = { from: string; to: string };

export type PeriodInput = {
  period: PeriodKind;
  /** report: how many days (the report period; 1–365). */
  days?: number;
  /** month/quarter/year: any day inside the wanted period (default: today). */
  anchor?: string;
  /** custom: first and last day. */
  from?: string;
  to?: string;
};

/** The longest custom range, in days (two years and a day: a leap year pair). */
export const MAX_PERIOD_DAYS = 731;

/** The report period when none is given (days): the demo outlets' usual report period. */
export const DEFAULT_REPORT_DAYS = 30;

/** The time zone whose calendar day is "today" for each version (sales days are local days). */
export const VERSION_TIME_ZONE: Record<'ru' | 'en', string> = { ru: 'Europe/Moscow', en: 'Europe/Berlin' };

const DAY_MS = 86_400_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `value` is a calendar day that exists, 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && fromMs(parsed.getTime()) === value;
}

/** `day` moved by `n` days (n may be negative). */
export const addDays = (day: string, n: number) => fromMs(toMs(day) + n * DAY_MS);

/** Days from `from` to `to`, both included (1 for one day). */
export const rangeDays = (range: DayRange) => Math.round((toMs(range.to) - toMs(range.from)) / DAY_MS) + 1;

/** The calendar day at `now` in `timeZone`, 'YYYY-MM-DD' (Intl, so daylight saving is the zone's own). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Today in `version`'s time zone (VERSION_TIME_ZONE; anything but 'en' counts as 'ru'), 'YYYY-MM-DD'. */
export const versionToday = (version: string, now: Date = new Date()): string =>
  todayIn(VERSION_TIME_ZONE[version === 'en' ? 'en' : 'ru'], now);

/** The first day of the month, quarter or year holding `day`, and the first day of the next one. */
function calendarBounds(kind: 'month' | 'quarter' | 'year', day: string): { start: string; next: string } {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1];
  const startMonth = kind === 'month' ? m : kind === 'quarter' ? m - (m % 3) : 0;
  const months = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
  return {
    start: fromMs(Date.UTC(y, startMonth, 1)),
    next: fromMs(Date.UTC(y, startMonth + months, 1)),
  };
}

/**
 * The days a period covers, never past `today`. report: the `days` days ending today; a calendar
 * period: from its first day to its last, or to today while it runs; custom: `from`–`to` (to clipped
 * to today). Throws RangeError on an input the schema should have refused (custom without both
 * ends, from after to, a range longer than MAX_PERIOD_DAYS, a period starting after today).
 */
export function periodRange(input: PeriodInput, today: string): DayRange {
  switch (input.period) {
    case 'report': {
      const days = input.days ?? DEFAULT_REPORT_DAYS;
      return { from: addDays(today, -(days - 1)), to: today };
    }
    case 'custom': {
      if (!input.from || !input.to) throw new RangeError('custom period needs from and to');
      const to = input.to > today ? today : input.to;
      if (input.from > to) throw new RangeError('from is after to');
      if (rangeDays({ from: input.from, to }) > MAX_PERIOD_DAYS) throw new RangeError('period too long');
      return { from: input.from, to };
    }
    default: {
      const { start, next } = calendarBounds(input.period, input.anchor ?? today);
      if (start > today) throw new RangeError('period starts after today');
      const last = addDays(next, -1);
      return { from: start, to: last > today ? today : last };
    }
  }
}

/**
 * The period a range is compared with. report/custom: the same number of days just before it;
 * a calendar period: the whole previous month, quarter or year when the range is a whole period,
 * and while the period still runs the same number of days from the previous one's first day (the
 * first 24 days of November against the first 24 of October), never past that period's end.
 */
export function previousRange(input: PeriodInput, range: DayRange): DayRange {
  const length = rangeDays(range);
  if (input.period === 'report' || input.period === 'custom') {
    return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  }
  const { next } = calendarBounds(input.period, range.from);
  const end = addDays(range.from, -1);
  const { start } = calendarBounds(input.period, end);
  if (range.to === addDays(next, -1)) return { from: start, to: end };
  const to = addDays(start, length - 1);
  return { from: start, to: to > end ? end : to };
}

/** The change from `previous` to `current` in percent (one decimal), null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Trend buckets: a point per day up to 62 days, per ISO week (from Monday) beyond. */
export type TrendBucket = 'day' | 'week';

export const trendBucket = (range: DayRange): TrendBucket => (rangeDays(range) <= 62 ? 'day' : 'week');

/** The first day of the bucket holding `day` (the day itself, or the Monday of its week). */
export function bucketStart(bucket: TrendBucket, day: string): string {
  if (bucket === 'day') return day;
  const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket start of a range, in order (a chart's x axis, with the empty days and weeks too). */
export function bucketStarts(bucket: TrendBucket, range: DayRange): string[] {
  const starts: string[] = [];
  const step = bucket === 'day' ? 1 : 7;
  for (let day = bucketStart(bucket, range.from); day <= range.to; day = addDays(day, step)) starts.push(day);
  return starts;
}
