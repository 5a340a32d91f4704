/**
 * Reading one value of a feed row (docs/feeds.md#kinds-and-their-columns). A file gives text, the machine API's
 * JSON numbers and booleans; each reader takes either and answers the value, or `undefined` when
 * it is not one. Empty text is "missing" (`isBlank`), checked before any reader.
 */

/** The largest value of an int4 column. */
const INT4_MAX = 2_147_483_647;

/** A value as text, trimmed (numbers and booleans written as JavaScript writes them). */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Nothing given: undefined, null or only spaces. */
export const isBlank = (value: unknown): boolean => text(value) === '';

/** A whole number from 0 to 2^31 − 1: `12`, '12', '12.0', ' 1 200 ' (spaces between digit groups). */
export function readCount(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= INT4_MAX ? value : undefined;
  const digits = text(value).replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,10})(?:[.,]0+)?$/.exec(digits);
  if (!match) return undefined;
  const n = Number(match[1]);
  return n <= INT4_MAX ? n : undefined;
}

/** An id: a whole number from 1 to 2^31 − 1. */
export function readId(value: unknown): number | undefined {
  const n = readCount(value);
  return n !== undefined && n > 0 ? n : undefined;
}

/** A calendar day as 'YYYY-MM-DD': given so, or as 'DD.MM.YYYY' (the Russian way). */
export function readDay(value: unknown): string | undefined {
  const raw = text(value);
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(raw);
  const day = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : raw;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
}

/**
 * A sum of money from 0 as the writers take it, a decimal string with at most two decimals and
 * at most 10 digits before the point: '1250.5', '1 250,50' (a comma as the decimal point, spaces
 * between digit groups) → '1250.5' / '1250.50'. A JSON number is read through its shortest text.
 */
export function readMoney(value: unknown): string | undefined {
  const raw = text(value)
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  return /^\d{1,10}(\.\d{1,2})?$/.test(raw) ? raw : undefined;
}

const YES = new Set(['1', 'true', 'yes', 'y', 'да', 'д', '+']);
const NO = new Set(['0', 'false', 'no', 'n', 'нет', 'н', '-']);

/** Yes or no: true/false, 1/0, yes/no, да/нет (any case). */
export function readFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const raw = text(value).toLowerCase();
  if (YES.has(raw)) return true;
  if (NO.has(raw)) return false;
  return undefined;
}
