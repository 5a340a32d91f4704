import { type Currency, DATE_LOCALE, formatMoney, formatNumber, type Locale } from '@kits/contract';
import i18n from './i18n';

/** Money in the current locale (docs/rules.md#number-formats), e.g. 1 234,50 ₽. */
export const money = (amount: number | string, currency: Currency) =>
  formatMoney(amount, currency, i18n.language as Locale);
/** A count or percent in the current locale. */
export const num = (value: number, digits = 0) => formatNumber(value, i18n.language as Locale, digits);
/** The date locale of the interface (ru-RU, en-GB, pl-PL, sr-RS; docs/rules.md#number-formats). */
const dateLocale = () => DATE_LOCALE[i18n.language as Locale] ?? DATE_LOCALE.ru;
/** A date in the current locale (default ru, docs/rules.md#spec-9). */
export const date = (value: string | Date) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'medium' }).format(new Date(value));
/** A date with its time in the current locale (orders). */
export const dateTime = (value: string | Date) =>
  new Intl.DateTimeFormat(dateLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));

/** The rows a page shows, formatted for "{{from}}–{{to}} of {{total}}": page 2 of 50 a page → 51–100. */
export const pageRange = (meta: { page: number; per_page: number; total: number }) => ({
  from: num((meta.page - 1) * meta.per_page + 1),
  to: num(Math.min(meta.page * meta.per_page, meta.total)),
  total: num(meta.total),
});
