import type { Currency } from '../constants';
import { VERSIONS, type Version } from './locale';
import { toMinor } from './money';

/**
 * Order rules a B2B buyer meets before an order is sent (docs/rules.md#order-rules): a minimum
 * order sum per currency (docs/rules.md#order-minimum) and products sold in packs, whose basket
 * counts are whole multiples of the pack (docs/rules.md#pack-multiple). The server applies them at
 * every basket change and at the order send; the basket shows them before checkout.
 */

/** The largest pack a product may be sold in (units). */
export const PACK_MULTIPLE_MAX = 10_000;

/** The currencies each version sells in: the minimum order sum is set per currency. */
export const VERSION_CURRENCIES: Record<'ru' | 'en', readonly Currency[]> = {
  ru: ['RUB'],
  en: ['EUR', 'PLN', 'RSD'],
};

/** The version a currency is sold in (RUB: Russian, every other: English). */
export const versionOfCurrency = (currency: Currency): Version =>
  currency === 'RUB' ? VERSIONS.ru : VERSIONS.en;

/** A pack size as stored: a whole number from 1; anything else counts as 1 (single units). */
const packOf = (pack: number | null | undefined) =>
  pack != null && Number.isInteger(pack) && pack >= 1 ? pack : 1;

/** Whether `count` units are whole packs of `pack` (0 is: no line). */
export const isWholePacks = (count: number, pack: number | null | undefined): boolean =>
  count % packOf(pack) === 0;

/**
 * docs/rules.md#pack-multiple: `count` snapped to whole packs of `pack` — `up` to the next multiple
 * at or above it (a typed 4 of a box of 6 becomes 6), `down` to the one at or below it (never below
 * 0). A count that is already whole packs stays as it is.
 */
export function snapToPack(count: number, pack: number | null | undefined, direction: 'up' | 'down'): number {
  const size = packOf(pack);
  const whole = Math.max(0, Math.trunc(count));
  return direction === 'up' ? Math.ceil(whole / size) * size : Math.floor(whole / size) * size;
}

/** docs/rules.md#pack-multiple: the count after "+": one more pack (4 of a box of 6 → 6, 6 → 12). */
export const nextPackCount = (count: number, pack: number | null | undefined): number =>
  snapToPack(count, pack, 'down') + packOf(pack);

/** docs/rules.md#pack-multiple: the count after "−": one pack less (12 → 6, 8 of a box of 6 → 6, 6 → 0). */
export const previousPackCount = (count: number, pack: number | null | undefined): number =>
  Math.max(0, snapToPack(count, pack, 'up') - packOf(pack));

/**
 * The most units of whole packs that stock allows: `stock` rounded down to whole packs (stock 15 of a
 * box of 6: 12).
 */
export const packsWithinStock = (stock: number, pack: number | null | undefined): number =>
  snapToPack(Math.max(0, stock), pack, 'down');

/**
 * docs/rules.md#order-minimum: what is missing for the minimum order sum, in minor units (kopecks,
 * cents) — the minimum less the sum the buyer pays (with discount); 0 when it is reached or there is
 * no minimum (`minimum` null). `sum` and `minimum` are decimal amounts in one currency.
 */
export function missingForMinimum({
  sum,
  minimum,
}: {
  sum: string | number;
  minimum: string | number | null | undefined;
}): number {
  if (minimum == null || minimum === '') return 0;
  return Math.max(0, toMinor(minimum) - toMinor(sum));
}

/** A basket or order line as the order rules read it. */
export type RuleLine = { id: number; code: string; name: string; count: number; pack_multiple: number };

/** What breaks the order rules: the minimum's shortfall (minor units, 0 none) and the lines not in whole packs. */
export type OrderRuleProblems = {
  missing_minor: number;
  packs: RuleLine[];
};

/**
 * docs/rules.md#order-rules: what keeps a basket from being sent under the order rules — the
 * shortfall against the minimum of its currency (`minimum` null: none) and every line whose count
 * is not whole packs. `sum` is what the buyer pays (sum with discount), a decimal amount.
 */
export function orderRuleProblems({
  lines,
  sum,
  minimum,
}: {
  lines: readonly RuleLine[];
  sum: string | number;
  minimum: string | number | null | undefined;
}): OrderRuleProblems {
  return {
    missing_minor: missingForMinimum({ sum, minimum }),
    packs: lines.filter((line) => !isWholePacks(line.count, line.pack_multiple)),
  };
}

/** Whether `problems` allows the send (no shortfall, every line whole packs). */
export const meetsOrderRules = (problems: OrderRuleProblems): boolean =>
  problems.missing_minor === 0 && problems.packs.length === 0;
