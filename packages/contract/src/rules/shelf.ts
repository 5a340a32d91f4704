/**
 * The shelf of a product (docs/rules.md#capacity-relation, docs/rules.md#occupancy): a shelf is a capacities row
 * of a store (category, size, premium flag). Its SQL twin is apps/api/src/rules/shelf.sql.ts
 * `shelfOf`, proven equal by shelf.sql.api.test.ts.
 */

/** A product as the shelf rule sees it: its category, that category's parent, size, premium flag. */
export type ShelfProduct = {
  category_id: number;
  parent_id: number | null;
  size: string | null;
  is_premium: boolean;
};

/**
 * A shelf as staff set it (the stores capacity editor and its audit, decision 0019; the demo
 * seed): its key (category, size, premium flag), capacity in units, cost (the category
 * occupancy's weight, a decimal string) and alias name.
 */
export type ShelfSettings = {
  product_category_id: number;
  size: string | null;
  is_premium: boolean;
  capacity: number;
  cost: string;
  alias_name: string | null;
};

/** A shelf of a store (a capacities row): `size` null takes every size. */
export type Shelf = { id: number; product_category_id: number; size: string | null; is_premium: boolean };

/**
 * The shelf `product` stands on among one store's `shelves`, or null: a shelf of the product's
 * own category or its parent, the same premium flag, and the same size (a shelf without size
 * takes every size; a product without size only those). The most specific shelf wins: own
 * category, then exact size, then lowest id. So each product stands on at most one shelf.
 */
export function shelfOfProduct<S extends Shelf>(product: ShelfProduct, shelves: readonly S[]): S | null {
  const fits = shelves.filter(
    (s) =>
      (s.product_category_id === product.category_id || s.product_category_id === product.parent_id) &&
      s.is_premium === product.is_premium &&
      (s.size === null || (product.size !== null && s.size === product.size)),
  );
  const rank = (s: S) => [
    s.product_category_id === product.category_id ? 0 : 1,
    s.size === null ? 1 : 0,
    s.id,
  ];
  const better = (a: S, b: S) => {
    const [x, y] = [rank(a), rank(b)];
    const i = x.findIndex((v, k) => v !== y[k]);
    return i >= 0 && x[i]! < y[i]! ? a : b;
  };
  return fits.reduce<S | null>((best, s) => (best ? better(s, best) : s), null);
}
