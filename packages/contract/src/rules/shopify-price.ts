import { fromMinor, toMinor } from './money';
import { priceWithDiscount } from './price';

/**
 * Price endings a dropshipper may choose for the retail prices published to a connected shop
 * (docs/rules.md#shopify-price-rule). The price is always raised, never lowered, to the nearest
 * price with the ending:
 * - `none`: the exact price in cents;
 * - `.00`, `.90`, `.99`: the cents (1 234.00, 1 234.90, 1 234.99);
 * - `9`, `90`, `99`: the last whole units with zero cents (1 239.00, 1 290.00, 1 299.00).
 */
export const SHOPIFY_PRICE_ENDINGS = ['none', '.00', '.90', '.99', '9', '90', '99'] as const;
export type ShopifyPriceEnding = (typeof SHOPIFY_PRICE_ENDINGS)[number];

/** Where a published retail price comes from: a markup over the customer's own price, or the catalogue's retail price. */
export const SHOPIFY_PRICE_BASES = ['markup', 'retail'] as const;
export type ShopifyPriceBasis = (typeof SHOPIFY_PRICE_BASES)[number];

/** Largest markup in percent a rule may hold. */
export const SHOPIFY_MARKUP_MAX = 1000;

/** A retail price rule as kept on the account and sent with a publish. */
export type ShopifyPriceRuleInput = {
  basis: ShopifyPriceBasis;
  /** Percent over the customer's wholesale price with discount (basis markup), 0…SHOPIFY_MARKUP_MAX. */
  markup_percent: number;
  ending: ShopifyPriceEnding;
};

/** The smallest amount ≥ `minor` (integer cents) that has `ending`, in cents. */
export function roundUpToEnding(minor: number, ending: ShopifyPriceEnding): number {
  if (ending === 'none') return minor;
  const cents = { '.00': 0, '.90': 90, '.99': 99 } as const;
  if (ending === '.00' || ending === '.90' || ending === '.99') {
    const candidate = Math.floor(minor / 100) * 100 + cents[ending];
    return candidate >= minor ? candidate : candidate + 100;
  }
  const step = ending === '9' ? 1000 : 10000;
  const tail = Number(ending) * 100;
  const candidate = Math.floor(minor / step) * step + tail;
  return candidate >= minor ? candidate : candidate + step;
}

/**
 * The retail price published for one product (docs/rules.md#shopify-price-rule), as a "1234.50"
 * string in the customer's currency: basis `retail` → the catalogue's retail price; basis `markup`
 * → the wholesale price with the customer's discount (docs/rules.md#discounted-price) plus
 * `markup_percent`; then raised to the rule's ending.
 */
export function shopifyRetailPrice(
  prices: { wholesale: string | number; retail: string | number; discount: string | number },
  rule: ShopifyPriceRuleInput,
): string {
  const base =
    rule.basis === 'retail'
      ? toMinor(prices.retail)
      : Math.ceil(
          Number(
            (
              (toMinor(priceWithDiscount(prices.wholesale, prices.discount)) * (100 + rule.markup_percent)) /
              100
            ).toFixed(6),
          ),
        );
  return fromMinor(roundUpToEnding(base, rule.ending));
}
