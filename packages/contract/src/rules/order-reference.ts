import { addDays } from './sales-period';

/**
 * What a buyer may add to an order at checkout besides delivery data (docs/rules.md#order-reference):
 * their own reference for it (their purchase order number) and the delivery day they ask for.
 */

/** The longest reference a buyer may give an order (characters, after trimming). */
export const ORDER_REFERENCE_MAX = 50;

/** How far ahead a requested delivery day may lie (days after today). */
export const DELIVERY_DATE_MAX_DAYS = 365;

/** The first and the last day a buyer may ask delivery for, 'YYYY-MM-DD', given today in the version's zone. */
export function deliveryDateBounds(today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, DELIVERY_DATE_MAX_DAYS) };
}

/**
 * Why `day` cannot be the requested delivery day: 'past' for today or earlier (the warehouse needs
 * a day to ship), 'tooFar' beyond DELIVERY_DATE_MAX_DAYS; null when it can.
 */
export function deliveryDateProblem(day: string, today: string): 'past' | 'tooFar' | null {
  const { first, last } = deliveryDateBounds(today);
  if (day < first) return 'past';
  if (day > last) return 'tooFar';
  return null;
}

/** The reference as stored: trimmed, null when empty. */
export const cleanOrderReference = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;
