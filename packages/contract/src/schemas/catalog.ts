import { z } from 'zod';
import {
  CURRENCIES,
  PRODUCTS_PER_PAGE_DEFAULT,
  PRODUCTS_PER_PAGE_MAX,
  RECOMMENDATION_KINDS,
} from '../constants';
import { Money, PageMeta, pageNumber, QueryFlag } from './common';

/** Category of docs/rules.md#category; `children` nested. Names in the request's language. */
export type Category = {
  id: number;
  slug: string;
  displayed_name: string;
  moysklad_name: string;
  children: Category[];
};
export const Category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    displayed_name: z.string(),
    moysklad_name: z.string(),
    children: z.array(Category),
  }),
);
export const CategoriesResponse = z.object({ data: z.array(Category) });

export const ProductMedia = z.object({
  id: z.number().int(),
  collection_name: z.enum(['main', 'gallery']),
  url: z.string(),
  url_small: z.string(),
});

export const SmartRecommendation = z.object({
  recommendation_value: z.enum(RECOMMENDATION_KINDS),
  store_id: z.number().int().nullable(),
  product_id: z.number().int(),
  buy_times: z.number().int(),
});

/** Capacity relation of docs/rules.md#capacity-relation: the outlet shelf this product belongs to. */
export const CapacityRelation = z.object({
  capacity: z.number().int(),
  count: z.number().int(),
  supplies: z.number().int(),
  alias_name: z.string().nullable(),
  is_premium: z.boolean(),
  size: z.string().nullable(),
});

/**
 * Product of docs/rules.md#product, computed for the user's current store and basket.
 * Prices are null when the user may not see wholesale prices (docs/rules.md#who-may-order).
 * `quantity` is the warehouse stock of the version's main store; `stores` the user's outlets.
 */
export const Product = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_slug: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  properties: z.array(z.object({ slug: z.string(), value: z.string() })),
  hash_tags: z.array(z.object({ name: z.string() })),
  media: z.array(ProductMedia),
  price_wholesale: Money.nullable(),
  price_retail: Money.nullable(),
  price_with_discount: Money.nullable(),
  store_currency: z.enum(CURRENCIES),
  basket_count: z.number().int(),
  quantity: z.number().int(),
  stores: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      supplies: z.number().int(),
    }),
  ),
  statuses: z.array(z.object({ slug: z.string() })),
  smart_recommendations: z.array(SmartRecommendation),
  user_order_count: z.number().int(),
  sales_for_report_period: z.number().int(),
  from_auto_order: z.boolean(),
  is_favourite: z.boolean(),
  capacity: CapacityRelation.nullable(),
});
export type Product = z.infer<typeof Product>;

export const PRODUCT_SORTS = ['code', 'name', 'price', '-price', 'quantity', 'sales'] as const;

/** GET catalog/products query (docs/rules.md#decisions-3). */
export const ProductsQuery = z.object({
  category: z.string().max(200).default('all'),
  q: z.string().trim().max(200).optional(),
  hashtag: z.string().trim().max(100).optional(),
  in_stock: QueryFlag.optional(),
  recommendation: z.enum(RECOMMENDATION_KINDS).optional(),
  favourites: QueryFlag.optional(),
  sort: z.enum(PRODUCT_SORTS).default('code'),
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(PRODUCTS_PER_PAGE_DEFAULT),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

export const ProductsResponse = z.object({ data: z.array(Product), meta: PageMeta });
export const ProductResponse = z.object({ data: Product });
export const ProductCodeParam = z.object({ code: z.string().min(1).max(100) });
