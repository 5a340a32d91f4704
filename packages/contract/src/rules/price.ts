import type { MoneyInput } from './basket';

/**
 * Discounted price of docs/rules.md#spec-9 (price_with_discount): price_wholesale × (1 − discount / 100),
 * rounded to 2 decimals, halves away from zero (PostgreSQL's `round(numeric, 2)`, which the SQL
 * of the same rule uses: apps/api/src/rules/price.sql.ts).
 *
 * `priceWholesale` is a decimal amount with at most 2 decimals ("1234.50", 1234.5); `discount` a
 * percent with at most 2 decimals (users.discount is numeric(5,2): 7.5 means 7.5 %). The answer is
 * a 2-decimal string. Computed in integer hundredths with BigInt, so large prices (numeric(12,2))
 * never drift: minor × (10000 − discount hundredths) / 10000, rounded.
 */
export function priceWithDiscount(priceWholesale: MoneyInput, discount: MoneyInput): string {
  const minor = BigInt(hundredths(priceWholesale));
  const keep = 10_000n - BigInt(hundredths(discount));
  const scaled = minor * keep;
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return formatHundredths(negative ? -rounded : rounded);
}

/**
 * A decimal with at most 2 decimals as an integer count of hundredths, exact for strings; a
 * number is read to 2 decimals. RangeError for anything else ("", "1.005", "abc").
 */
function hundredths(value: MoneyInput): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const n = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -n : n;
}

const formatHundredths = (n: bigint): string => {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * Has the product a price it can be ordered at (docs/rules.md#no-price)? Only a wholesale price
 * above 0: a product without a price row in the currency, or with 0, is "price on request" — it
 * sorts after every priced product, can't be put in the basket, quick-ordered or sent.
 */
export function hasPrice(price: MoneyInput | null | undefined): boolean {
  return price !== null && price !== undefined && Number(price) > 0;
}

/**
 * The buyer's wholesale price of one product in one currency (docs/rules.md#buyer-price): the price
 * of their counterparty's price type when that type has one for the product and currency, else the
 * list price (product_prices.wholesale) — so a type never needs a price for every product. Null
 * when neither exists. `typed` is only ever above 0 (price_type_prices keeps no 0); a buyer without a
 * price type passes `typed` null. SQL twin: apps/api/src/rules/price.sql.ts `buyerWholesaleSql`.
 */
export function buyerWholesale(prices: {
  list: MoneyInput | null | undefined;
  typed: MoneyInput | null | undefined;
}): MoneyInput | null {
  return prices.typed ?? prices.list ?? null;
}

/**
 * What a buyer is shown and pays for one product (docs/rules.md#buyer-price): the wholesale price
 * their price type picks (`buyerWholesale`) and the user's discount on top of it
 * (`priceWithDiscount`), both 2-decimal strings; both null when the product has neither price.
 */
export function buyerPrice(options: {
  list: MoneyInput | null | undefined;
  typed: MoneyInput | null | undefined;
  discount: MoneyInput;
}): { wholesale: string; withDiscount: string } | null {
  const wholesale = buyerWholesale(options);
  if (wholesale === null) return null;
  return {
    wholesale: priceWithDiscount(wholesale, 0),
    withDiscount: priceWithDiscount(wholesale, options.discount),
  };
}
