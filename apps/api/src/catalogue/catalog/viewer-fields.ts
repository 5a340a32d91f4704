import { type Product, shelfOfProduct } from '@kits/contract';
import type { ViewerPage } from './catalog.repository';
import type { ViewerFields } from './snapshot/product-json';
import type { RecommendationRow, SharedProduct } from './snapshot/snapshot';

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The viewer's fields of each product of a page (docs/rules.md#catalogue-read-path) from the viewer
 * statement's answer: its per-product items, the user's stores with their stock of the page (0
 * without a row), the store's own recommendations, and the shelf of docs/rules.md#capacity-relation
 * chosen among the store's shelves by `shelfOfProduct` (the rule's JS twin) from the product's
 * shared category, parent, size and premium flag. Products the statement did not answer are absent.
 */
export function viewerFields(
  page: ViewerPage,
  products: readonly SharedProduct[],
): Map<number, ViewerFields> {
  const stock = groupBy(page.own_stock, (row) => row.product_id);
  const recommendations = groupBy<RecommendationRow>(page.recommendations, (row) => row.product_id);
  const items = new Map(page.items.map((item) => [item[0], item]));
  // Products of one category, parent, size and premium flag stand on the same shelf.
  const shelfOf = new Map<string, Product['capacity']>();
  const fields = new Map<number, ViewerFields>();
  for (const product of products) {
    const item = items.get(product.id);
    if (!item) continue;
    const own = stock.get(product.id);
    const stores: Product['stores'] = page.mine.map((store) => {
      const row = own?.find((s) => s.store_id === store.id);
      return { id: store.id, name: store.name, quantity: row?.quantity ?? 0, supplies: row?.supplies ?? 0 };
    });
    const { category_id, parent_id, size, is_premium } = product.shelf;
    const key = `${category_id}|${parent_id}|${size}|${is_premium}`;
    let capacity = shelfOf.get(key);
    if (capacity === undefined) {
      const shelf = shelfOfProduct(product.shelf, page.shelves);
      capacity = shelf && {
        capacity: shelf.capacity,
        count: shelf.count,
        supplies: shelf.supplies,
        alias_name: shelf.alias_name,
        is_premium: shelf.is_premium,
        size: shelf.size,
      };
      shelfOf.set(key, capacity);
    }
    const [, basket_count, quantity, user_order_count, from_auto_order, is_favourite, sales] = item;
    fields.set(product.id, {
      quantity,
      basket_count,
      from_auto_order,
      user_order_count,
      sales_for_report_period: sales,
      is_favourite,
      stores,
      capacity,
      recommendations: recommendations.get(product.id) ?? [],
    });
  }
  return fields;
}
