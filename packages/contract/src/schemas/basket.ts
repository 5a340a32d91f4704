import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { dbId, Money } from './common';

/**
 * Wire shapes of the basket calls (docs/rules.md#basket-line, docs/rules.md#basket-logic, docs/rules.md#spec-7; docs/rules.md#decisions-2, docs/rules.md#decisions-3).
 * Every basket answer is `{ value: ... }` as the spec says. The basket is the caller's own for
 * their current store (the version's main store when they have none); there is no basket id in
 * any URL.
 */

/** Basket line of the server list (docs/rules.md#basket-line): product id and units in the basket (≥ 1). */
export const BasketItem = z.object({
  id: z.int(),
  basket_count: z.int().check(z.nonnegative()),
});
export type BasketItem = z.infer<typeof BasketItem>;

/**
 * Presented basket line (docs/rules.md#basket-line) for the basket screen. `quantity` is the warehouse stock (the
 * stock of the version's main store, 1 ru / 56 en) the line is ordered from; prices are decimal
 * strings in `store_currency` (the current store's), `price_with_discount` with the user's
 * discount, both null for a user who may not see wholesale prices (docs/rules.md#who-may-order) and "0.00" when
 * the product has no price in that currency. `url_small` is the 75x75 thumbnail of the main
 * image (null without media). `auto_order_reason` is the auto order's explanation (JSON), null
 * for lines added by hand.
 */
export const PresentedBasketLine = z.object({
  id: z.int(),
  basket_count: z.int().check(z.positive()),
  quantity: z.int(),
  price_wholesale: z.nullable(Money),
  price_with_discount: z.nullable(Money),
  category_id: z.int(),
  category_slug: z.string(),
  code: z.string(),
  name: z.string(),
  url_small: z.nullable(z.string()),
  from_auto_order: z.boolean(),
  auto_order_reason: z.nullable(z.json()),
  store_currency: z.enum(CURRENCIES),
  /** Units the product is sold in: basket_count is a multiple of it (docs/rules.md#pack-multiple); 1 = single units. */
  pack_multiple: z.int().check(z.positive()),
});
export type PresentedBasketLine = z.infer<typeof PresentedBasketLine>;

/**
 * GET /basket query: no `type` → the server list; `type=maximized` → presented lines, and
 * `set-tmp-uuid` (the client's temporary basket uuid) is recorded as the basket's last uuid.
 */
export const BasketQuery = z.object({
  type: z.optional(z.enum(['maximized'])),
  'set-tmp-uuid': z.optional(z.uuid()),
});
export type BasketQuery = z.infer<typeof BasketQuery>;

/**
 * Request header the basket writes read (docs/rules.md#request-headers): the client's temporary basket uuid.
 * Other headers pass through untouched.
 */
export const BasketUuidHeaders = z.looseObject({ 'x-basket-uuid': z.optional(z.uuid()) });

/** GET /basket → `{ value: BasketItem[] }`, newest line first. */
export const BasketResponse = z.object({ value: z.array(BasketItem) });
/** GET /basket?type=maximized → `{ value: PresentedBasketLine[] }`, newest line first. */
export const PresentedBasketResponse = z.object({ value: z.array(PresentedBasketLine) });
/** Either answer of GET /basket (the route's 200 schema). */
export const BasketListResponse = z.union([PresentedBasketResponse, BasketResponse]);
/**
 * PATCH basket/increase|decrease/{id}, PUT basket/{id}, DELETE basket/remove/{productId} → `{ value: BasketItem }`:
 * the line after the change (basket_count 0 = the line is gone). Status 201 instead of 200 when the
 * basket was last changed from another basket uuid: the client then reloads the basket (docs/rules.md#spec-4).
 */
export const BasketItemResponse = z.object({ value: BasketItem });
/** DELETE /basket → `{ value: [] }`. */
export const BasketClearedResponse = z.object({ value: z.array(BasketItem).check(z.length(0)) });

/** The largest count PUT basket/{id} takes (a typo guard; the stock limit applies below it). */
export const BASKET_SET_COUNT_MAX = 99_999;
/**
 * Body of PUT basket/{id} (docs/rules.md#basket-set-count): the line's new count in units, a whole number
 * 0–99 999; 0 removes the line.
 */
export const BasketSetCountBody = z.object({
  count: z.int().check(z.minimum(0), z.maximum(BASKET_SET_COUNT_MAX)),
});
export type BasketSetCountBody = z.infer<typeof BasketSetCountBody>;

/** Path parameter of increase/decrease/set: the product id. */
export const BasketProductParam = z.object({ id: dbId() });
/** Path parameter of remove: the product id. */
export const BasketRemoveParam = z.object({ productId: dbId() });
