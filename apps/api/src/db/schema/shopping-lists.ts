import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { id, ref, stampedNow } from './columns';
import { users } from './users';

/**
 * Shopping lists (docs/rules.md#shopping-lists): a user's named lists to order from; `shared` makes
 * one visible and orderable to the other users of the owner's counterparty (only the owner edits).
 * Written by ordering/shopping-lists only (scripts/table-owners.json).
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('shopping_lists_user').on(t.userId)],
);

/**
 * A list's lines: product and units. A line outlives its product's archiving (shown "archived — not
 * orderable", skipped when ordered); it goes with the product only when the product is deleted,
 * which the product service allows only for a product nothing else references.
 */
export const shoppingListLines = pgTable(
  'shopping_list_lines',
  {
    listId: ref('list_id', () => shoppingLists.id),
    productId: ref('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: stampedNow('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    index('shopping_list_lines_product').on(t.productId),
  ],
);
