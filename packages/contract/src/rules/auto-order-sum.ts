import { AUTO_ORDER_BASE_DEFAULT_SUM, AUTO_ORDER_MIN_SUM } from '../constants';
import { type AutoOrderProduct, type AutoOrderShelf, proposeAutoOrder } from './auto-order';
import type { MoneyInput } from './basket';
import { byVersion, type Version } from './locale';

/** Sums of the auto-order screen and call (docs/rules.md#spec-5, docs/rules.md#spec-9; docs/rules.md#decisions-3), in major units (roubles, euros). */

/** docs/rules.md#spec-5/docs/rules.md#spec-9: the minimum auto order sum, 35000 in the Russian version, 500 in the European one. */
export const autoOrderMinSum = (version: Version): number => byVersion(AUTO_ORDER_MIN_SUM, version);

/**
 * docs/rules.md#auto-order-default-sum: the outlet's saved auto_order_sum when it is a positive number (kept as
 * saved, even below the minimum: the button then stays disabled until the user raises it);
 * otherwise the version's minimum; the base default 10000 only while the version is not known yet.
 */
export function autoOrderDefaultSum({
  savedSum,
  version,
}: {
  savedSum: MoneyInput | null | undefined;
  version?: Version;
}): number {
  const saved = savedSum == null || savedSum === '' ? Number.NaN : Number(savedSum);
  if (Number.isFinite(saved) && saved > 0) return saved;
  return version ? autoOrderMinSum(version) : AUTO_ORDER_BASE_DEFAULT_SUM;
}

/**
 * docs/rules.md#spec-5: the auto-order button is enabled only for a numeric sum at or above the version's
 * minimum and while no auto order is being created. The server answers 422 below the minimum.
 */
export function canCreateAutoOrder({
  sum,
  version,
  creating = false,
}: {
  sum: MoneyInput | null | undefined;
  version: Version;
  creating?: boolean;
}): boolean {
  const value = sum == null || sum === '' ? Number.NaN : Number(sum);
  return !creating && Number.isFinite(value) && value >= autoOrderMinSum(version);
}

/**
 * GET order/auto-order/recommended-sum (docs/rules.md#recommended-sum): what the outlet's sellers need — the sum of
 * proposeAutoOrder with no sum limit and no fill of empty shelves — rounded up to a whole 100, and
 * never below the version's minimum. A whole number in major units.
 */
export function recommendedAutoOrderSum({
  products,
  shelves,
  version,
  coverDays,
}: {
  products: readonly AutoOrderProduct[];
  shelves: readonly AutoOrderShelf[];
  version: Version;
  coverDays?: number;
}): number {
  const { sum_minor } = proposeAutoOrder({
    products,
    shelves,
    maxOrderSum: null,
    coverDays,
    fillEmptyShelves: false,
  });
  const hundreds = Math.ceil(sum_minor / 10_000) * 100;
  return Math.max(hundreds, autoOrderMinSum(version));
}
