import { type Currency, type Locale, NUMBER_LOCALE } from '@kits/contract';

/** The currency's sign as money is written in `language` (₽, €, zł…: the narrow sign formatMoney writes), for an input's addon. */
export function currencySymbol(currency: Currency, language: string): string {
  const locale = NUMBER_LOCALE[language as Locale] ?? NUMBER_LOCALE.ru;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
