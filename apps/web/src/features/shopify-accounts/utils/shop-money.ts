import { type Currency, formatMoney, type Locale } from '@kits/contract';
import i18n from '@/lib/i18n';

/**
 * Money in a shop's currency, which may be one we do not sell in (USD, GBP…): Intl formats any
 * ISO 4217 code; an unknown code falls back to the bare number and the code.
 */
export function shopMoney(amount: string | number, currency: string): string {
  try {
    return formatMoney(amount, currency as Currency, i18n.language as Locale);
  } catch {
    return `${amount} ${currency}`;
  }
}
