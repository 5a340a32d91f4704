import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, money, ref, stampedNow, timestamptz } from './columns';
import { stores } from './stores';

/** Category tree (docs/rules.md#category); names in Russian and English. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    moyskladName: text('moysklad_name').notNull().default(''),
    position: integer('position').notNull().default(0),
    externalKey: text('external_key').unique(),
    /** Catalogue import: hash of the feed's name and parent when last imported (docs/import.md). */
    importHash: text('import_hash'),
    /**
     * Hidden by staff (docs/rules.md#category-editor): the category and its whole subtree leave the
     * customer's category tree, and their products the customer's lists and search; null = shown.
     */
    hiddenAt: timestamptz('hidden_at'),
  },
  (t) => [index('categories_parent').on(t.parentId)],
);

/** A categories row as raw SQL reads and writes it (seed, catalogue): names in both languages. */
export type CategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  name_ru: string;
  name_en: string;
  moysklad_name: string;
  position: number;
  /** The import's key (`moysklad:<folder id>` for a МойСклад folder); absent where not read. */
  external_key?: string | null;
};

/** Products (docs/rules.md#product). `externalKey` is the import's stable key (offer/variant id). */
export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: ref('category_id', () => categories.id, { cascade: false }),
    code: text('code').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionRu: text('description_ru'),
    descriptionEn: text('description_en'),
    size: text('size'),
    isPremium: boolean('is_premium').notNull().default(false),
    externalKey: text('external_key').unique(),
    /** Catalogue import: hash of everything the feed wrote, so an unchanged offer is skipped (docs/import.md). */
    importHash: text('import_hash'),
    /** Archived in the stock system (docs/moysklad.md): hidden from customers, kept in orders and reports. */
    archivedAt: timestamptz('archived_at'),
    /** The product's own page in the system it comes from (МойСклад's `uuidHref`), or null. */
    sourceHref: text('source_href'),
    /**
     * Units the product is sold in (a box of 6: 6): basket counts are whole multiples of it
     * (docs/rules.md#pack-multiple); 1 sells single units. Staff set it in the product editor.
     */
    packMultiple: integer('pack_multiple').notNull().default(1),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('products_category').on(t.categoryId),
    // The catalogue's count of live products in SQL (a page read while the first snapshot is read,
    // and the viewer's own filters) scans this index alone, not the wide rows: 12 ms against
    // 60–170 ms at 100,000 products.
    index('products_live_category').on(t.categoryId).where(sql`${t.archivedAt} is null`),
    // A product's place in each language's name order, found by its neighbour (docs/rules.md#snapshot-patch).
    index('products_name_ru').on(t.nameRu, t.code),
    index('products_name_en').on(t.nameEn, t.code),
    index('products_search').using(
      'gin',
      sql`(lower(${t.code} || ' ' || ${t.nameRu} || ' ' || ${t.nameEn})) gin_trgm_ops`,
    ),
    check('products_pack_multiple_positive', sql`${t.packMultiple} between 1 and 10000`),
  ],
);

/** Prices per currency: a product is priced in every currency a store may use. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: ref('product_id', () => products.id),
    currency: text('currency').notNull(),
    wholesale: money('wholesale').notNull(),
    retail: money('retail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/**
 * Properties: slug and value (size, premium, special, and imported params). `value` is the
 * Russian (or the feed's only) text; `value_en` the English one, null when there is none or the
 * value is language-neutral (`40x50`, `1`): the English version then shows `value` (decision 0017).
 */
export const productProperties = pgTable(
  'product_properties',
  {
    productId: ref('product_id', () => products.id),
    slug: text('slug').notNull(),
    value: text('value').notNull(),
    valueEn: text('value_en'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.slug] })],
);

/**
 * Hashtags. `name` is the stored (Russian, or the feed's) name and the key the product service and
 * the import link by; `name_en` the English name, null when there is none: the English version then
 * shows `name` (decision 0017).
 */
export const hashtags = pgTable('hashtags', {
  id: id(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en'),
});

export const productHashtags = pgTable(
  'product_hashtags',
  {
    productId: ref('product_id', () => products.id),
    hashtagId: ref('hashtag_id', () => hashtags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.hashtagId] }), index('product_hashtags_tag').on(t.hashtagId)],
);

export const statuses = pgTable('statuses', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const productStatuses = pgTable(
  'product_statuses',
  {
    productId: ref('product_id', () => products.id),
    statusId: ref('status_id', () => statuses.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.statusId] })],
);

/** Media records (docs/rules.md#media-record): files under DATA_DIR/media, an original and a 75x75 thumbnail. */
export const media = pgTable(
  'media',
  {
    id: id(),
    productId: ref('product_id', () => products.id),
    collectionName: text('collection_name').notNull().default('gallery'),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    thumbFileName: text('thumb_file_name').notNull(),
    mimeType: text('mime_type').notNull().default('image/jpeg'),
    size: integer('size').notNull().default(0),
    position: integer('position').notNull().default(0),
    sourceUrl: text('source_url'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('media_product').on(t.productId)],
);

/** A media row as the raw-SQL writers (seed, import) send it: the columns by their SQL names. */
export type MediaValues = {
  product_id: number;
  collection_name: 'main' | 'gallery';
  name: string;
  file_name: string;
  thumb_file_name: string;
  mime_type: string;
  size: number;
  position: number;
};

/** Stock per store: warehouse stock in the main stores, shelf stock and incoming supplies in outlets. */
export const stock = pgTable(
  'stock',
  {
    productId: ref('product_id', () => products.id),
    storeId: ref('store_id', () => stores.id),
    quantity: integer('quantity').notNull().default(0),
    supplies: integer('supplies').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('stock_product').on(t.productId),
    // The database itself keeps stock from going below zero, whatever a statement does.
    check('stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Smart recommendations (docs/rules.md#smart-recommendation), computed from sales; store_id null = global. */
export const smartRecommendations = pgTable(
  'smart_recommendations',
  {
    id: id(),
    recommendationValue: text('recommendation_value').notNull(),
    storeId: integer('store_id'),
    productId: ref('product_id', () => products.id),
    buyTimes: integer('buy_times').notNull().default(0),
    computedAt: stampedNow('computed_at'),
  },
  (t) => [
    index('smart_recommendations_product').on(t.productId),
    // An outlet's own recommendations, read by the outlet (the catalogue's viewer data, decision 0044).
    index('smart_recommendations_store_product').on(t.storeId, t.productId),
  ],
);

/**
 * The network's top sellers (docs/rules.md#live-recommendations): per window of `window_days` days
 * before `ends_on`, the products sold most across every outlet, with their units — kept by the
 * whole-network refresh, so that a refresh of a few outlets after a batch of sales reads these
 * instead of summing every outlet's sales again.
 */
export const networkTopSellers = pgTable(
  'network_top_sellers',
  {
    windowDays: integer('window_days').notNull(),
    productId: ref('product_id', () => products.id),
    units: integer('units').notNull(),
    endsOn: date('ends_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.windowDays, t.productId] })],
);

/**
 * Sales history: one line per outlet, product and day, written only by `recordSales`
 * (apps/api/src/outlets/sales, docs/rules.md#sales-writer). `external_id`: the line's id in the
 * system it came from (null for lines without one, e.g. the demo seed's), unique per outlet — a
 * line sent again with it corrects the line instead of adding one.
 */
export const sales = pgTable(
  'sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: ref('store_id', () => stores.id),
    productId: ref('product_id', () => products.id),
    soldOn: date('sold_on').notNull(),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull().default('0'),
    externalId: text('external_id'),
  },
  (t) => [
    // Partial: the lines without an outside id (the seed's millions) stay out of it.
    uniqueIndex('sales_store_external').on(t.storeId, t.externalId).where(sql`external_id is not null`),
    index('sales_store_product_day').on(t.storeId, t.productId, t.soldOn),
    index('sales_product_day').on(t.productId, t.soldOn),
    // The outlet sales ranking reads the last report period of every outlet: an index-only range scan.
    index('sales_day_store').on(t.soldOn, t.storeId, t.quantity),
  ],
);
