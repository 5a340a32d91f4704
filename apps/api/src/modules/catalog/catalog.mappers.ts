import { type Category, type Product, RECOMMENDATION_KINDS } from '@kits/contract';
import type { StoreScope } from '../../context/request-context';
import type { CategoryRow, ProductRow } from './catalog.repository';

/**
 * The category tree of docs/rules.md#category: roots first, `children` nested, each level in the rows' order
 * (position, then name). `displayed_name` is the name in `lang`. A row whose parent is missing
 * becomes a root, so no category is ever lost.
 */
export function toCategoryTree(rows: CategoryRow[], lang: 'ru' | 'en'): Category[] {
  const nodes = new Map<number, Category>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      displayed_name: lang === 'en' ? row.name_en : row.name_ru,
      moysklad_name: row.moysklad_name,
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null || row.parent_id === row.id ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Public URL of a media file; each path segment encoded on its own (`p/30/main.jpg` keeps its slashes). */
export const mediaUrl = (fileName: string) =>
  `/media/${fileName.split('/').map(encodeURIComponent).join('/')}`;

/** A product's picture as Product.media (and the services' product) shows it: kind and URLs. */
export const toProductMedia = (m: {
  id: number;
  collection_name: string;
  file_name: string;
  thumb_file_name: string;
}): Product['media'][number] => ({
  id: m.id,
  collection_name: m.collection_name === 'main' ? 'main' : 'gallery',
  url: mediaUrl(m.file_name),
  url_small: mediaUrl(m.thumb_file_name),
});

const isKind = (v: string): v is (typeof RECOMMENDATION_KINDS)[number] =>
  (RECOMMENDATION_KINDS as readonly string[]).includes(v);

/**
 * Product of docs/rules.md#spec-3 from a page row. Wholesale prices: null for a user with no group
 * (docs/rules.md#who-may-order); "0.00" for others when the product has no price in the currency (the page shows
 * "цена не указана"). Retail is null when there is no price row.
 */
export function toProduct(row: ProductRow, scope: StoreScope): Product {
  const wholesale = scope.seesWholesale ? (row.price?.wholesale ?? '0.00') : null;
  const withDiscount = scope.seesWholesale ? (row.price?.with_discount ?? '0.00') : null;
  return {
    id: row.id,
    category_id: row.category_id,
    category_slug: row.category_slug,
    code: row.code,
    name: row.name,
    description: row.description,
    properties: row.properties,
    hash_tags: row.hash_tags,
    media: row.media.map(toProductMedia),
    price_wholesale: wholesale,
    price_retail: row.price?.retail ?? null,
    price_with_discount: withDiscount,
    store_currency: scope.currency,
    basket_count: row.basket?.count ?? 0,
    quantity: row.quantity,
    stores: row.stores,
    statuses: row.statuses,
    smart_recommendations: row.smart_recommendations.flatMap((r) =>
      isKind(r.recommendation_value) ? [{ ...r, recommendation_value: r.recommendation_value }] : [],
    ),
    user_order_count: row.user_order_count,
    sales_for_report_period: row.sales_for_report_period,
    from_auto_order: row.basket?.from_auto_order ?? false,
    is_favourite: row.is_favourite,
    capacity: row.capacity,
  };
}
