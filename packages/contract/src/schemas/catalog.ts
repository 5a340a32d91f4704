import { z } from 'zod/mini';
import {
  CURRENCIES,
  PRODUCTS_PER_PAGE_DEFAULT,
  PRODUCTS_PER_PAGE_MAX,
  RECOMMENDATION_KINDS,
} from '../constants';
import { Money, PageMeta, pageNumber, QueryFlag } from './common';

/**
 * Category of docs/rules.md#category; `children` nested. Names in the request's language.
 * `moysklad_href`: its folder in the stock system МойСклад, when it came from there.
 */
export type Category = {
  id: number;
  slug: string;
  displayed_name: string;
  moysklad_name: string;
  moysklad_href?: string;
  children: Category[];
};
export const Category: z.ZodMiniType<Category> = z.lazy(() =>
  z.object({
    id: z.int(),
    slug: z.string(),
    displayed_name: z.string(),
    moysklad_name: z.string(),
    moysklad_href: z.optional(z.string()),
    children: z.array(Category),
  }),
);
export const CategoriesResponse = z.object({ data: z.array(Category) });

export const ProductMedia = z.object({
  id: z.int(),
  collection_name: z.enum(['main', 'gallery']),
  url: z.string(),
  url_small: z.string(),
});

export const SmartRecommendation = z.object({
  recommendation_value: z.enum(RECOMMENDATION_KINDS),
  store_id: z.nullable(z.int()),
  product_id: z.int(),
  buy_times: z.int(),
});

/** Capacity relation of docs/rules.md#capacity-relation: the outlet shelf this product belongs to. */
export const CapacityRelation = z.object({
  capacity: z.int(),
  count: z.int(),
  supplies: z.int(),
  alias_name: z.nullable(z.string()),
  is_premium: z.boolean(),
  size: z.nullable(z.string()),
});

/**
 * Product of docs/rules.md#product, computed for the user's current store and basket.
 * Prices are null when the user may not see wholesale prices (docs/rules.md#who-may-order).
 * `quantity` is the warehouse stock of the version's main store; `stores` the user's outlets.
 */
export const Product = z.object({
  id: z.int(),
  category_id: z.int(),
  category_slug: z.string(),
  code: z.string(),
  /** Units it is sold in: the basket takes whole multiples of it (docs/rules.md#pack-multiple); 1 = single units. */
  pack_multiple: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
  properties: z.array(z.object({ slug: z.string(), value: z.string() })),
  hash_tags: z.array(z.object({ name: z.string() })),
  media: z.array(ProductMedia),
  price_wholesale: z.nullable(Money),
  price_retail: z.nullable(Money),
  price_with_discount: z.nullable(Money),
  store_currency: z.enum(CURRENCIES),
  basket_count: z.int(),
  quantity: z.int(),
  stores: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      quantity: z.int(),
      supplies: z.int(),
    }),
  ),
  statuses: z.array(z.object({ slug: z.string() })),
  smart_recommendations: z.array(SmartRecommendation),
  user_order_count: z.int(),
  sales_for_report_period: z.int(),
  from_auto_order: z.boolean(),
  is_favourite: z.boolean(),
  capacity: z.nullable(CapacityRelation),
});
export type Product = z.infer<typeof Product>;

export const PRODUCT_SORTS = ['code', 'name', 'price', '-price', 'quantity', 'sales'] as const;

/** GET catalog/products query (docs/rules.md#decisions-3). */
export const ProductsQuery = z.object({
  category: z._default(z.string().check(z.maxLength(200)), 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  hashtag: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  in_stock: z.optional(QueryFlag),
  recommendation: z.optional(z.enum(RECOMMENDATION_KINDS)),
  favourites: z.optional(QueryFlag),
  sort: z._default(z.enum(PRODUCT_SORTS), 'code'),
  page: pageNumber(),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PRODUCTS_PER_PAGE_MAX)),
    PRODUCTS_PER_PAGE_DEFAULT,
  ),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

export const ProductsResponse = z.object({ data: z.array(Product), meta: PageMeta });
export const ProductResponse = z.object({ data: Product });
export const ProductCodeParam = z.object({ code: z.string().check(z.minLength(1), z.maxLength(100)) });
