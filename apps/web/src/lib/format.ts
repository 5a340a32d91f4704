import { type Currency, formatMoney, formatNumber, type Locale } from '@kits/contract';
import i18n from './i18n';

/** Money in the current locale (spec §9 locales and currencies), e.g. 1 234,50 ₽. */
export const money = (amount: number | string, currency: Currency) =>
  formatMoney(amount, currency, i18n.language as Locale);
/** A count or percent in the current locale. */
export const num = (value: number, digits = 0) => formatNumber(value, i18n.language as Locale, digits);
/** A date in the current locale (default ru, spec §9). */
export const date = (value: string | Date) =>
  new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium' }).format(
    new Date(value),
  );
/** A date with its time in the current locale (orders). */
export const dateTime = (value: string | Date) =>
  new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
