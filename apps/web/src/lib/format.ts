import { type Currency, formatDate, formatMoney, formatNumber, type Locale } from '@kits/contract';
import i18n from './i18n';

/** Money in the current locale (docs/rules.md#number-formats), e.g. 1 234,50 ₽. */
export const money = (amount: number | string, currency: Currency) =>
  formatMoney(amount, currency, i18n.language as Locale);
/** A count or percent in the current locale. */
export const num = (value: number, digits = 0) => formatNumber(value, i18n.language as Locale, digits);
/** A date in the current locale (ru-RU, en-GB, pl-PL, sr-RS; docs/rules.md#number-formats). */
export const date = (value: string | Date) => formatDate(value, i18n.language as Locale);
/** A date with its time in the current locale (orders). */
export const dateTime = (value: string | Date) =>
  formatDate(value, i18n.language as Locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The rows a page shows, formatted for "{{from}}–{{to}} of {{total}}": page 2 of 50 a page → 51–100. */
export const pageRange = (meta: { page: number; per_page: number; total: number }) => ({
  from: num((meta.page - 1) * meta.per_page + 1),
  to: num(Math.min(meta.page * meta.per_page, meta.total)),
  total: num(meta.total),
});
