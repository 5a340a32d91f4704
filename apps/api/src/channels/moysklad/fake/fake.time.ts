/**
 * Times of the fake МойСклад: `YYYY-MM-DD HH:mm:ss.SSS` in Moscow time (UTC+3), as the real API
 * writes `updated`; documents' `moment` has whole minutes. Kept apart from the client's copy so a
 * mistake in one is caught by the other.
 */
const MSK = 3 * 3600_000;

/** `ms` (epoch) as a Moscow time string, with milliseconds unless `seconds` is set. */
export function mskTime(ms: number, seconds = false): string {
  const iso = new Date(ms + MSK).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 23)}`;
}

const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** The epoch ms of a Moscow time string (seconds and milliseconds optional), or null when malformed. */
export function parseMskTime(text: string): number | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = m;
  return Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0')) - MSK;
}

/** `ms` cut to the whole minute (a document's `moment`). */
export const toMinute = (ms: number) => ms - (ms % 60_000);
