import { CURRENCIES, type Currency } from '@kits/contract';

/**
 * Fixed conversion rates of the catalogue import (docs/import.md §Currencies): roubles per unit of
 * each of our four store currencies, as exact fractions [numerator, denominator] so conversions
 * are integer arithmetic on kopecks/cents with one rounding (half up) at the end. They match the
 * demo data's price tables (EUR = RUB / 95, PLN = RUB / 22, RSD = RUB × 1.2). A feed is priced in
 * one currency; the other three prices are derived from it, and the content manager corrects them
 * in the product service. Changing a rate here makes the next import update every product.
 */
export const RUB_PER_UNIT: Record<Currency, readonly [bigint, bigint]> = {
  RUB: [1n, 1n],
  EUR: [95n, 1n],
  PLN: [22n, 1n],
  RSD: [5n, 6n],
};

/** Retail price when the feed has no old (crossed-out) price: the feed price × 1.6 (8/5). */
export const RETAIL_MARKUP: readonly [bigint, bigint] = [8n, 5n];

export const isStoreCurrency = (code: string): code is Currency =>
  (CURRENCIES as readonly string[]).includes(code);

const toCents = (money: string) => BigInt(money.replace('.', ''));

function fromCents(cents: bigint): string {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** `numerator / denominator` rounded half up (both positive). */
const divRound = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** A 2-decimal amount from one store currency to another, rounded half up to the cent. */
export function convertMoney(amount: string, from: Currency, to: Currency): string {
  if (from === to) return amount;
  const [fromNum, fromDen] = RUB_PER_UNIT[from];
  const [toNum, toDen] = RUB_PER_UNIT[to];
  return fromCents(divRound(toCents(amount) * fromNum * toDen, fromDen * toNum));
}

/** `amount` × RETAIL_MARKUP, rounded half up to the cent. */
export const markUp = (amount: string) =>
  fromCents(divRound(toCents(amount) * RETAIL_MARKUP[0], RETAIL_MARKUP[1]));

export type PriceSet = Record<Currency, { wholesale: string; retail: string }>;

/**
 * Prices in every store currency from a feed price in `currency` (one of ours): wholesale = the
 * feed price, retail = the old price when the feed has one, else the price × 1.6; each converted.
 */
export function priceSet(options: { price: string; oldPrice: string | null; currency: Currency }): PriceSet {
  const retail = options.oldPrice ?? markUp(options.price);
  const set = {} as PriceSet;
  for (const to of CURRENCIES) {
    set[to] = {
      wholesale: convertMoney(options.price, options.currency, to),
      retail: convertMoney(retail, options.currency, to),
    };
  }
  return set;
}

/**
 * Every store currency's prices from the ones given (docs/rules.md#product-create): a currency
 * given keeps its prices, each other one is converted from the first given (in CURRENCIES order) at
 * the rates above. Null when none is given.
 */
export function completePrices(given: Partial<PriceSet>): PriceSet | null {
  const base = CURRENCIES.find((c) => given[c]);
  if (!base) return null;
  const from = given[base]!;
  const set = {} as PriceSet;
  for (const to of CURRENCIES) {
    set[to] = given[to] ?? {
      wholesale: convertMoney(from.wholesale, base, to),
      retail: convertMoney(from.retail, base, to),
    };
  }
  return set;
}
