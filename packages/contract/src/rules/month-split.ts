import { addDays, type DayRange } from './sales-period';

/**
 * A range of days split for monthly rollups (docs/rules.md#network-analytics): the calendar months
 * it covers whole (their first days, 'YYYY-MM-01', in order) and the runs of days left over at
 * its ends (at most two: the partial first month and the partial last month; one when the range
 * lies inside a month).
 *
 * `today`: sales lie in the past, so a month's rollup holds nothing after today; a range ending
 * today then takes the running month from its first day whole (its monthly row is exactly those days).
 */
export function splitByMonths(range: DayRange, today?: string): { months: string[]; edges: DayRange[] } {
  const months: string[] = [];
  const edges: DayRange[] = [];
  const firstOfNext = (day: string) => {
    const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  };
  let day = range.from;
  while (day <= range.to) {
    const next = firstOfNext(day);
    const last = addDays(next, -1);
    const end = last < range.to ? last : range.to;
    if (day.endsWith('-01') && (end === last || (today !== undefined && end === today))) months.push(day);
    else {
      const previous = edges.at(-1);
      if (previous && addDays(previous.to, 1) === day) previous.to = end;
      else edges.push({ from: day, to: end });
    }
    day = next;
  }
  return { months, edges };
}
