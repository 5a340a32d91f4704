/**
 * МойСклад's times (JSON API 1.2, «Формат даты и времени»): strings `YYYY-MM-DD HH:mm:ss.SSS` in
 * Moscow time (UTC+3 all year) in answers; filters and `changedSince` take `YYYY-MM-DD HH:mm:ss`
 * (seconds and milliseconds optional). Moscow has kept UTC+3 since 2014, so a fixed offset is right.
 */
const MOSCOW_OFFSET_MS = 3 * 3600_000;

/** `date` as МойСклад writes it: `2024-05-01 12:30:00` (with `.SSS` when `ms` is true). */
export function moyskladTime(date: Date | number, options: { ms?: boolean } = {}): string {
  const iso = new Date(+date + MOSCOW_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, options.ms ? 23 : 19)}`;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The instant a МойСклад time string names (`2024-05-01 12:30`, `… 12:30:00`, `… 12:30:00.123`).
 * @throws Error when `text` is not such a time.
 */
export function parseMoyskladTime(text: string): Date {
  const m = TIME.exec(text.trim());
  if (!m) throw new Error(`not a МойСклад time: ${JSON.stringify(text)}`);
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = m;
  const utc = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0'));
  return new Date(utc - MOSCOW_OFFSET_MS);
}
