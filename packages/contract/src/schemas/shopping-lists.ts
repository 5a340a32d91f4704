import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import {
  SHOPPING_LIST_MAX_LINES,
  SHOPPING_LIST_MAX_QUANTITY,
  SHOPPING_LIST_NAME_MAX,
  SHOPPING_LIST_SKIP_REASONS,
} from '../rules/shopping-lists';
import { dbId, Money } from './common';

/**
 * Wire shapes of the shopping lists (docs/rules.md#shopping-lists): named lists of product and
 * quantity, the caller's own and those its counterparty's colleagues share.
 */

/** Path parameter: the list id. */
export const ShoppingListParam = z.object({ id: dbId() });
/** Path parameters of one line: the list id and the product id. */
export const ShoppingListLineParam = z.object({ id: dbId(), productId: dbId() });

const listName = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(SHOPPING_LIST_NAME_MAX));
const quantity = () => z.int().check(z.minimum(1), z.maximum(SHOPPING_LIST_MAX_QUANTITY));

/** A line to put into a list: a product and its units 1…99 999. */
export const ShoppingListLineInput = z.object({ product_id: dbId(), quantity: quantity() });
export type ShoppingListLineInput = z.infer<typeof ShoppingListLineInput>;

const lineInputs = () => z.array(ShoppingListLineInput).check(z.maxLength(SHOPPING_LIST_MAX_LINES));

/** POST /shopping-lists body: a name, shared or not (default not), and its first lines (optional). */
export const ShoppingListCreateBody = z.object({
  name: listName(),
  shared: z.optional(z.boolean()),
  lines: z.optional(lineInputs()),
});
export type ShoppingListCreateBody = z.infer<typeof ShoppingListCreateBody>;

/** PATCH /shopping-lists/{id} body: a new name and/or the sharing; at least one of them. */
export const ShoppingListPatchBody = z
  .object({ name: z.optional(listName()), shared: z.optional(z.boolean()) })
  .check(
    z.refine((body) => body.name !== undefined || body.shared !== undefined, {
      message: 'name or shared is required',
    }),
  );
export type ShoppingListPatchBody = z.infer<typeof ShoppingListPatchBody>;

/**
 * POST /shopping-lists/{id}/lines body: lines added to the list (1…500); a product already there
 * gets the units added to its line (capped at 99 999).
 */
export const ShoppingListAddLinesBody = z.object({
  lines: z.array(ShoppingListLineInput).check(z.minLength(1), z.maxLength(SHOPPING_LIST_MAX_LINES)),
});
export type ShoppingListAddLinesBody = z.infer<typeof ShoppingListAddLinesBody>;

/** PUT /shopping-lists/{id}/lines/{productId} body: the line's units. */
export const ShoppingListLineBody = z.object({ quantity: quantity() });

/**
 * A list as listed: `own` when the caller owns it (and may edit it), `shared` when the owner's
 * counterparty sees it, `owner` the owner's name; `lines` and `units` its size, `archived_lines`
 * the lines no longer orderable; `updated_at` ISO 8601.
 */
export const ShoppingListSummary = z.object({
  id: z.int(),
  name: z.string(),
  shared: z.boolean(),
  own: z.boolean(),
  owner: z.string(),
  lines: z.int(),
  units: z.int(),
  archived_lines: z.int(),
  updated_at: z.string(),
});
export type ShoppingListSummary = z.infer<typeof ShoppingListSummary>;

/** GET /shopping-lists → `{ data }`: the caller's own lists first, then the shared ones, newest first. */
export const ShoppingListsResponse = z.object({ data: z.array(ShoppingListSummary) });
export type ShoppingListsResponse = z.infer<typeof ShoppingListsResponse>;

/**
 * A line of a list: the product (`id`, code, name, category slug, thumbnail) and its `quantity`;
 * `archived` when the product left the catalogue (kept, shown "not orderable", skipped when the
 * list is ordered); price with the caller's discount in `currency` (null when the caller may not
 * see wholesale prices), the warehouse `stock` and the caller's `basket_count`.
 */
export const ShoppingListLine = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  category_slug: z.string(),
  url_small: z.nullable(z.string()),
  quantity: z.int(),
  archived: z.boolean(),
  price_with_discount: z.nullable(Money),
  currency: z.enum(CURRENCIES),
  stock: z.int(),
  basket_count: z.int(),
});
export type ShoppingListLine = z.infer<typeof ShoppingListLine>;

/** GET /shopping-lists/{id} (and every write) → `{ data }`: the summary with its lines, in the order added. */
export const ShoppingListResponse = z.object({
  data: z.extend(ShoppingListSummary, { items: z.array(ShoppingListLine) }),
});
export type ShoppingListResponse = z.infer<typeof ShoppingListResponse>;
export type ShoppingList = ShoppingListResponse['data'];

/**
 * POST /shopping-lists/{id}/order → `{ value }`: the lines put into the caller's basket of the
 * current store (`added`: units added and the line's count after), those skipped or capped with
 * the reason (`archived`, `out_of_stock`, `partial`), and the totals added.
 */
export const ShoppingListOrderResponse = z.object({
  value: z.object({
    added: z.array(
      z.object({
        id: z.int(),
        code: z.string(),
        name: z.string(),
        count: z.int().check(z.positive()),
        basket_count: z.int().check(z.positive()),
      }),
    ),
    skipped: z.array(
      z.object({
        id: z.int(),
        code: z.string(),
        name: z.string(),
        wanted: z.int(),
        added: z.int(),
        reason: z.enum(SHOPPING_LIST_SKIP_REASONS),
      }),
    ),
    lines: z.int(),
    units: z.int(),
  }),
});
export type ShoppingListOrderResponse = z.infer<typeof ShoppingListOrderResponse>;

/** DELETE /shopping-lists/{id} → `{ data: { id } }`. */
export const ShoppingListDeleted = z.object({ data: z.object({ id: z.int() }) });
