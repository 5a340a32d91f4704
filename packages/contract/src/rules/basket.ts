import { fromMinor, toMinor } from './money';
import { nextPackCount } from './order-rules';

/**
 * Basket sums and flags of docs/rules.md#spec-4 (Basket logic, Cart screen), docs/rules.md#spec-5 and docs/rules.md#spec-9.
 * Money is summed in integer minor units (kopecks, cents) and answered as 2-decimal strings.
 */

/** A price as it comes over the wire or out of SQL: a decimal amount ("1234.50" or 1234.5). */
export type MoneyInput = string | number;

/** Presented basket line of docs/rules.md#basket-line (plus `code` where the basket sorts by it). */
export type BasketLine = {
  id: number;
  basket_count: number;
  /** Warehouse stock the line is ordered from. */
  quantity: number;
  price_wholesale: MoneyInput | null;
  price_with_discount?: MoneyInput | null;
  category_id: number;
};

export type BasketTotals = {
  /** Σ price_wholesale × basket_count, 2-decimal string. */
  sum: string;
  /** Σ (price_wholesale − price_with_discount) × basket_count, 2-decimal string. */
  discount_sum: string;
  /** sum − discount_sum, 2-decimal string. */
  sum_with_discount: string;
  /** Σ basket_count (units). */
  count: number;
  /** Number of lines. */
  positions: number;
};

const priceMinor = (price: MoneyInput | null | undefined) => (price == null ? 0 : toMinor(price));

/** docs/rules.md#spec-9: line sum = price_wholesale × basket_count, in minor units (0 without a price). */
export const lineSumMinor = (line: Pick<BasketLine, 'basket_count' | 'price_wholesale'>) =>
  priceMinor(line.price_wholesale) * line.basket_count;

/**
 * docs/rules.md#spec-9: line discount = (price_wholesale − price_with_discount) × basket_count, in minor units.
 * 0 when the line has no discounted price (or no wholesale price).
 */
export function lineDiscountMinor(
  line: Pick<BasketLine, 'basket_count' | 'price_wholesale' | 'price_with_discount'>,
): number {
  if (line.price_wholesale == null || line.price_with_discount == null) return 0;
  return (priceMinor(line.price_wholesale) - priceMinor(line.price_with_discount)) * line.basket_count;
}

/**
 * docs/rules.md#basket-sums: what the buyer pays for a line = line sum − line discount, i.e.
 * price_with_discount × basket_count (the wholesale price without a discounted price), in minor units.
 * The lines' amounts add up to the basket's sum_with_discount, as the order's line sum_with_discount do.
 */
export const linePayMinor = (
  line: Pick<BasketLine, 'basket_count' | 'price_wholesale' | 'price_with_discount'>,
): number => lineSumMinor(line) - lineDiscountMinor(line);

/**
 * Basket totals of docs/rules.md#basket-sums, optionally only the lines of one category (`categoryId` compares with the
 * line's own category_id, no sub-category walk). An empty selection gives zeros.
 */
export function basketTotals(
  lines: readonly BasketLine[],
  { categoryId }: { categoryId?: number } = {},
): BasketTotals {
  let sum = 0;
  let discount = 0;
  let count = 0;
  let positions = 0;
  for (const line of lines) {
    if (categoryId !== undefined && line.category_id !== categoryId) continue;
    sum += lineSumMinor(line);
    discount += lineDiscountMinor(line);
    count += line.basket_count;
    positions += 1;
  }
  return {
    sum: fromMinor(sum),
    discount_sum: fromMinor(discount),
    sum_with_discount: fromMinor(sum - discount),
    count,
    positions,
  };
}

/** docs/rules.md#spec-4/docs/rules.md#spec-5: a line whose basket_count is above its stock quantity (marked red, blocks checkout). */
export const isOverStock = (line: Pick<BasketLine, 'basket_count' | 'quantity'>) =>
  line.basket_count > line.quantity;

/**
 * docs/rules.md#basket-refresh, docs/rules.md#spec-5: checkout is enabled only when the basket has lines, no line is over
 * stock, the basket is synced with the server and not loading.
 */
export function canCheckout({
  lines,
  synced,
  loading,
}: {
  lines: readonly Pick<BasketLine, 'basket_count' | 'quantity'>[];
  synced: boolean;
  loading: boolean;
}): boolean {
  return lines.length > 0 && !lines.some(isOverStock) && synced && !loading;
}

/**
 * docs/rules.md#basket-buttons, docs/rules.md#spec-5: adding needs a price (docs/rules.md#no-price), a confirmed store, no send in progress, and stock above
 * the count already in the basket. For a product not yet in the basket (count 0) that means stock
 * above 0, the same rule the server applies (docs/rules.md#basket-increase: 422 with no stock beyond basket_count).
 */
export function canAddToBasket({
  storeConfirmed,
  basketCount,
  quantity,
  sending,
  pack = 1,
  priced = true,
}: {
  storeConfirmed: boolean;
  basketCount: number;
  quantity: number;
  sending: boolean;
  /** Units the product is sold in: adding needs stock for the next whole pack (docs/rules.md#pack-multiple). */
  pack?: number;
  /** The product has a price (`hasPrice`, docs/rules.md#no-price); without one it is never added. */
  priced?: boolean;
}): boolean {
  return priced && storeConfirmed && !sending && quantity >= nextPackCount(basketCount, pack);
}

/**
 * docs/rules.md#basket-set-count: may a line be set to `count` units? Lowering (or keeping) the count is always
 * allowed, as decrease is, so a line over stock can be brought down; raising it needs `count` ≤ the
 * warehouse stock `quantity`, the same limit increase applies one unit at a time. Count 0 removes
 * the line; a negative or fractional count is never valid.
 */
export function canSetBasketCount({
  count,
  basketCount,
  quantity,
}: {
  count: number;
  basketCount: number;
  quantity: number;
}): boolean {
  if (!Number.isInteger(count) || count < 0) return false;
  return count <= basketCount || count <= quantity;
}

/** docs/rules.md#spec-5: clear basket is disabled while updating or not synced. */
export const canClearBasket = ({ updating, synced }: { updating: boolean; synced: boolean }) =>
  !updating && synced;
