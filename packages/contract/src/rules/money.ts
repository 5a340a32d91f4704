import { type Currency, type Locale, NUMBER_LOCALE } from '../constants';

/** Money formatted with Intl in the docs/rules.md#number-formats, e.g. 1 234,50 ₽ or €1,234.50. */
export function formatMoney(amount: number | string, currency: Currency, locale: Locale = 'ru'): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency,
    // ₽ and € in every locale (docs/rules.md#number-formats), not "RUB 1,007.00".
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/** A plain number in the docs/rules.md#number-formats (counts, percents). */
export function formatNumber(value: number, locale: Locale = 'ru', digits = 0): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: digits }).format(value);
}

/** Money in integer minor units (kopecks, cents) to avoid float drift in sums. */
export const toMinor = (amount: number | string) => Math.round(Number(amount) * 100);
export const fromMinor = (minor: number) => (minor / 100).toFixed(2);
