import { z } from 'zod/mini';
import { CURRENCIES, MAIN_STORE_ID } from '../constants';
import { PACK_MULTIPLE_MAX } from '../rules/order-rules';
import { ProductMedia } from './catalog';
import { DB_ID_MAX, Money, PageMeta, pageNumber } from './common';
import { Etag } from './record-version';

/**
 * The product service page (/services/product-service, docs/rules.md#spec-2; docs/rules.md#staff-writes): staff
 * search, read and edit products with every language, currency and main-store stock at once.
 * Manager only, checked on the server.
 */

export const SERVICE_PRODUCTS_PER_PAGE = 25;
/** Stores whose stock the page edits: the main stores of both versions (docs/rules.md#spec-9). */
export const SERVICE_STOCK_STORES = [MAIN_STORE_ID.ru, MAIN_STORE_ID.en] as const;

export const ServicePrice = z.object({ wholesale: Money, retail: Money });

const byCurrency = <T extends z.ZodMiniType>(schema: T) =>
  z.object(Object.fromEntries(CURRENCIES.map((c) => [c, schema])) as Record<(typeof CURRENCIES)[number], T>);

/** A product as the product service shows it: both languages, all currencies, main-store stock. */
export const ServiceProduct = z.object({
  id: z.int(),
  code: z.string(),
  /** Import key (`yml:shop:1001`), null for products not imported. */
  external_key: z.nullable(z.string()),
  name_ru: z.string(),
  name_en: z.string(),
  description_ru: z.nullable(z.string()),
  description_en: z.nullable(z.string()),
  category: z.object({ id: z.int(), slug: z.string(), name_ru: z.string(), name_en: z.string() }),
  /** Per currency; null when the product has no price row in that currency. */
  prices: byCurrency(z.nullable(ServicePrice)),
  /** Stores 1 and 56 (those that exist), quantity 0 without a stock row. */
  stock: z.array(
    z.object({
      store_id: z.int(),
      store_name: z.string(),
      quantity: z.int(),
      supplies: z.int(),
    }),
  ),
  /** Status slugs (new, approved_by_content_manager, discontinued…), sorted. */
  statuses: z.array(z.string()),
  /** Hashtag names, sorted. */
  hashtags: z.array(z.string()),
  /**
   * English names of the product's hashtags that have one, by hashtag name (decision 0017). A
   * hashtag's English name is the hashtag's own: every product carrying it shows it.
   */
  hashtags_en: z.record(z.string(), z.string()),
  /** In position order; `value_en` is the English version's text, null = the stored one shows there too. */
  properties: z.array(z.object({ slug: z.string(), value: z.string(), value_en: z.nullable(z.string()) })),
  media: z.array(ProductMedia),
  /**
   * ISO time the product was archived (docs/rules.md#product-lifecycle), null = on sale. Archived:
   * hidden from customers' lists and search, kept in orders and reports.
   */
  archived_at: z.nullable(z.string()),
  /** Units the product is sold in (docs/rules.md#pack-multiple): 1 single units, 6 a box of 6. */
  pack_multiple: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The version a PATCH names in If-Match (docs/rules.md#record-versions), in two parts: what staff
   * edit here (texts, category, prices, lists, statuses) and the stock, which every order moves —
   * a PATCH is refused (412) when the first part is stale, or the second and it writes stock.
   */
  etag: Etag,
});
export type ServiceProduct = z.infer<typeof ServiceProduct>;

/** GET /services/products query: `q` matches code or either name (case-insensitive substring). */
export const ServiceProductsQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: pageNumber(),
});
export const ServiceProductsResponse = z.object({ data: z.array(ServiceProduct), meta: PageMeta });
export const ServiceProductResponse = z.object({ data: ServiceProduct });

/** Money typed by staff: a number or decimal string ≥ 0 with at most two decimals → "12.50". */
export const StaffMoneyInput = z.pipe(
  z
    .pipe(
      z.union([z.string().check(z.trim()), z.number()]),
      z.transform((v) => String(v)),
    )
    .check(
      z.refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'a non-negative amount with at most two decimals'),
    ),
  z.transform((v) => Number(v).toFixed(2)),
);

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** An English text typed by staff: trimmed, and empty (or null) = none, so the stored text shows. */
const englishText = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v === '' ? null : v)),
  );

/**
 * PATCH /services/products/{id} body: every field optional; lists (properties, hashtags,
 * statuses) replace the product's whole list; prices and stock change only the currencies and
 * stores given. Unknown fields are refused (422).
 */
export const ServiceProductPatch = z.strictObject({
  name_ru: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
  name_en: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
  description_ru: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  description_en: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  category_id: z.optional(z.int().check(z.positive(), z.maximum(DB_ID_MAX))),
  /** Units the product is sold in (docs/rules.md#pack-multiple), 1–10 000. */
  pack_multiple: z.optional(z.int().check(z.minimum(1), z.maximum(PACK_MULTIPLE_MAX))),
  prices: z.optional(
    z.strictObject(
      Object.fromEntries(
        CURRENCIES.map((c) => [
          c,
          z.optional(z.strictObject({ wholesale: StaffMoneyInput, retail: StaffMoneyInput })),
        ]),
      ) as Record<
        (typeof CURRENCIES)[number],
        z.ZodMiniOptional<
          z.ZodMiniObject<{ wholesale: typeof StaffMoneyInput; retail: typeof StaffMoneyInput }>
        >
      >,
    ),
  ),
  stock: z.optional(
    z
      .array(
        z.strictObject({
          store_id: z.union([z.literal(MAIN_STORE_ID.ru), z.literal(MAIN_STORE_ID.en)]),
          quantity: z.int().check(z.minimum(0), z.maximum(10_000_000)),
        }),
      )
      .check(
        z.maxLength(2),
        z.refine((rows) => new Set(rows.map((r) => r.store_id)).size === rows.length, 'each store once'),
      ),
  ),
  /**
   * A property's `value_en`: the English text (null or '' = none). Left out, a property keeps its
   * English text while its value stays the same, and loses it when the value changes.
   */
  properties: z.optional(
    z
      .array(
        z.strictObject({
          slug: z.string().check(z.regex(SLUG)),
          value: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
          value_en: z.optional(englishText(500)),
        }),
      )
      .check(
        z.maxLength(50),
        z.refine((rows) => new Set(rows.map((r) => r.slug)).size === rows.length, 'each property slug once'),
      ),
  ),
  hashtags: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(30)),
  ),
  /**
   * Sets (text) or clears (null or '') the English name of hashtags, by name; each must be one of
   * the product's hashtags after this patch (422 otherwise). Changes the hashtag for every product.
   */
  hashtags_en: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(100)), englishText(100))),
  statuses: z.optional(z.array(z.string().check(z.regex(SLUG))).check(z.maxLength(10))),
});
export type ServiceProductPatch = z.infer<typeof ServiceProductPatch>;

const staffName = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
const pricesInput = z.strictObject(
  Object.fromEntries(
    CURRENCIES.map((c) => [
      c,
      z.optional(z.strictObject({ wholesale: StaffMoneyInput, retail: StaffMoneyInput })),
    ]),
  ) as Record<
    (typeof CURRENCIES)[number],
    z.ZodMiniOptional<z.ZodMiniObject<{ wholesale: typeof StaffMoneyInput; retail: typeof StaffMoneyInput }>>
  >,
);

/**
 * POST /services/products body (docs/rules.md#product-lifecycle): a product made by hand. `code`
 * unique among all products (422 `errors.code` otherwise); `prices` needs at least one currency,
 * the others are converted from the first given at the import's rates (docs/import.md §Currencies).
 */
export const ServiceProductCreate = z.strictObject({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  name_ru: staffName,
  name_en: staffName,
  description_ru: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  description_en: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  category_id: z.int().check(z.positive(), z.maximum(DB_ID_MAX)),
  prices: pricesInput,
});
export type ServiceProductCreate = z.infer<typeof ServiceProductCreate>;

/** A category as the staff category editor shows it (docs/rules.md#category-editor). */
export const ServiceCategory = z.object({
  id: z.int(),
  parent_id: z.nullable(z.int()),
  slug: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  position: z.int(),
  /** ISO time it was hidden, null = shown. A hidden category hides its whole subtree from customers. */
  hidden_at: z.nullable(z.string()),
  /** Its own products (not its descendants'), archived ones included. */
  product_count: z.int(),
});
export type ServiceCategory = z.infer<typeof ServiceCategory>;
/** GET /services/categories: every category, flat, by position then Russian name. */
export const ServiceCategoriesResponse = z.object({ data: z.array(ServiceCategory) });
export const ServiceCategoryResponse = z.object({ data: ServiceCategory });

const parentId = z.nullable(z.int().check(z.positive(), z.maximum(DB_ID_MAX)));
const position = z.int().check(z.minimum(0), z.maximum(1_000_000));

/** POST /services/categories body: a new category (slug from the Russian name, made unique). */
export const ServiceCategoryCreate = z.strictObject({
  name_ru: staffName,
  name_en: staffName,
  parent_id: z.optional(parentId),
  position: z.optional(position),
});
export type ServiceCategoryCreate = z.infer<typeof ServiceCategoryCreate>;

/**
 * PATCH /services/categories/{id} body: rename, move (`parent_id`, null = top level; a move under
 * itself or a descendant is refused with 422), order (`position`), hide (`hidden` true) or show.
 */
export const ServiceCategoryPatch = z.strictObject({
  name_ru: z.optional(staffName),
  name_en: z.optional(staffName),
  parent_id: z.optional(parentId),
  position: z.optional(position),
  hidden: z.optional(z.boolean()),
});
export type ServiceCategoryPatch = z.infer<typeof ServiceCategoryPatch>;

/** GET /services/statuses: the status slugs a product may carry, with their names. */
export const ServiceStatusesResponse = z.object({
  data: z.array(z.object({ slug: z.string(), name: z.string() })),
});
