import {
  type Currency,
  formatDate,
  formatMoney,
  formatNumber,
  type Locale,
  NUMBER_LOCALE,
} from '@kits/contract';
import i18n from './i18n';

/** Money in the current locale (docs/rules.md#number-formats), e.g. 1 234,50 ₽. */
export const money = (amount: number | string, currency: Currency) =>
  formatMoney(amount, currency, i18n.language as Locale);
/** A count or percent in the current locale. */
export const num = (value: number, digits = 0) => formatNumber(value, i18n.language as Locale, digits);
/** A size in megabytes with its unit in the current locale (Intl: "425,7 МБ", "425.7 MB"). */
export const megabytes = (bytes: number) =>
  new Intl.NumberFormat(NUMBER_LOCALE[i18n.language as Locale] ?? 'en-GB', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);
/** A date in the current locale (ru-RU, en-GB, pl-PL, sr-RS; docs/rules.md#number-formats). */
export const date = (value: string | Date) => formatDate(value, i18n.language as Locale);
/** A date with its time in the current locale (orders). */
/** A calendar day 'YYYY-MM-DD' (a requested delivery day) as the page's locale writes it, never shifted by the browser's zone. */
export const day = (value: string) =>
  formatDate(`${value}T00:00:00Z`, i18n.language as Locale, { dateStyle: 'medium', timeZone: 'UTC' });
export const dateTime = (value: string | Date) =>
  formatDate(value, i18n.language as Locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The rows a page shows, formatted for "{{from}}–{{to}} of {{total}}": page 2 of 50 a page → 51–100. */
export const pageRange = (meta: { page: number; per_page: number; total: number }) => ({
  from: num((meta.page - 1) * meta.per_page + 1),
  to: num(Math.min(meta.page * meta.per_page, meta.total)),
  total: num(meta.total),
});
