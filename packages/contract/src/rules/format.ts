import type { Locale } from '../constants';

/** Formatting shared by the page and the server (docs/rules.md#number-formats), on top of money.ts. */

/**
 * Date locale per app locale. docs/rules.md#number-formats names the default date locale (ru); English reads day-first
 * (en-GB) because the English version is the European one; pl and rs use their own.
 */
export const DATE_LOCALE: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB', pl: 'pl-PL', rs: 'sr-RS' };

/**
 * A date (Date, ISO string or epoch ms) with Intl in the locale's date format, `dateStyle: 'medium'`
 * unless `options` say otherwise (pass `timeZone` to pin the zone). An invalid date gives ''.
 * E.g. ru "5 мар. 2024 г.", en "5 Mar 2024".
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale = 'ru',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALE[locale] ?? DATE_LOCALE.ru, options).format(value);
}
