/**
 * МойСклад's time strings (docs/moysklad.md): 'YYYY-MM-DD HH:mm:ss' in Moscow time (UTC+3, no
 * daylight saving), as its filters (`updated>=…`) and `changedSince` take them and its entities carry.
 */
const MOSCOW = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `date` as МойСклад writes times: '2026-11-28 11:45:00'. */
export const moyskladTime = (date: Date): string => MOSCOW.format(date);

/** A МойСклад time string ('2026-11-28 11:45:00.123') as a Date. */
export const parseMoyskladTime = (text: string): Date => new Date(`${text.trim().replace(' ', 'T')}+03:00`);

/** The calendar day of a МойСклад time string, 'YYYY-MM-DD' (the outlet's day: Moscow time). */
export const moyskladDay = (text: string): string => text.slice(0, 10);
