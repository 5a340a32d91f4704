import { randomBytes } from 'node:crypto';
import type { Currency, RecommendationKind } from '@kits/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  capacities,
  categories,
  hashtags,
  media,
  productHashtags,
  productPrices,
  productProperties,
  productStatuses,
  products,
  sales,
  smartRecommendations,
  statuses,
  stock,
} from '../../db/schema';

/**
 * Test factories for the catalogue: categories, products (with prices, stock, statuses, hashtags,
 * properties, media), sales lines, smart recommendations and outlet capacities. Every argument but
 * `db` (and the ids a row hangs on) is optional; defaults are unique per call. Stores and users come
 * from `./users` (createStore, createUser).
 *
 *   const cat = await createCategory({ db: t.db, slug: 'kartiny-po-nomeram' });
 *   const sub = await createCategory({ db: t.db, parentId: cat.id });
 *   const p = await createProduct({
 *     db: t.db, categoryId: sub.id, code: 'KPN-1',
 *     prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
 *     stock: [{ storeId: 1, quantity: 5 }], hashtags: ['new'], statuses: ['approved_by_content_manager'],
 *   });
 *   // English texts (decision 0017): a hashtag's name_en, a property's value_en.
 *   await createProduct({ db: t.db, categoryId: sub.id, hashtags: [{ name: 'новинка', nameEn: 'new' }],
 *     properties: [{ slug: 'special', value: 'Светится в темноте', valueEn: 'Glows in the dark' }] });
 *   await addSales({ db: t.db, storeId: outlet.id, productId: p.id, quantity: 3, daysAgo: 2 });
 */

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

const unique = () => randomBytes(4).toString('hex');

/** Inserts a category. Defaults: slug `cat-<hex>`, names "Категория <hex>" / "Category <hex>", root, position 0. */
export async function createCategory(options: {
  db: Executor;
  slug?: string;
  nameRu?: string;
  nameEn?: string;
  parentId?: number | null;
  position?: number;
  moyskladName?: string;
}): Promise<CategoryRow> {
  const key = unique();
  const [row] = await options.db
    .insert(categories)
    .values({
      slug: options.slug ?? `cat-${key}`,
      nameRu: options.nameRu ?? `Категория ${key}`,
      nameEn: options.nameEn ?? `Category ${key}`,
      parentId: options.parentId ?? null,
      position: options.position ?? 0,
      moyskladName: options.moyskladName ?? '',
    })
    .returning();
  return row!;
}

/** A price row: decimal strings with two decimals, in one currency. */
export type PriceInput = { currency: Currency; wholesale: string; retail: string };
/** A stock row: warehouse stock in a main store (1, 56) or shelf stock and incoming supplies in an outlet. */
/** The prices a product gets unless a test names its own: one in every currency. */
export const DEFAULT_PRICES: readonly PriceInput[] = [
  { currency: 'RUB', wholesale: '100.00', retail: '150.00' },
  { currency: 'EUR', wholesale: '1.00', retail: '1.50' },
  { currency: 'PLN', wholesale: '5.00', retail: '7.50' },
  { currency: 'RSD', wholesale: '120.00', retail: '180.00' },
];

export type StockInput = { storeId: number; quantity: number; supplies?: number };
/** A media row; files are not written. `collectionName` main or gallery (default gallery). */
export type MediaInput = {
  fileName: string;
  thumbFileName?: string;
  collectionName?: 'main' | 'gallery';
  position?: number;
};

/**
 * A hashtag of a product: its stored name, or the name with its English name (hashtags.name_en;
 * given, it is set on an existing hashtag too).
 */
export type HashtagInput = string | { name: string; nameEn?: string | null };
/** A property; `valueEn` is the English value (product_properties.value_en), none by default. */
export type PropertyInput = { slug: string; value: string; valueEn?: string | null };

/**
 * Inserts a product and its rows. Defaults: code `P-<hex>`, names "Товар <hex>" / "Product <hex>",
 * no description, size and premium unset, `DEFAULT_PRICES` (a product without a price can't be
 * ordered, docs/rules.md#no-price: pass `prices: []` for one), and no stock, statuses (slugs,
 * created when missing), hashtags (names, created when missing), properties or media.
 */
export async function createProduct(options: {
  db: Executor;
  categoryId: number;
  code?: string;
  nameRu?: string;
  nameEn?: string;
  descriptionRu?: string | null;
  descriptionEn?: string | null;
  size?: string | null;
  isPremium?: boolean;
  prices?: PriceInput[];
  stock?: StockInput[];
  statuses?: string[];
  hashtags?: HashtagInput[];
  properties?: PropertyInput[];
  media?: MediaInput[];
  /** Units it is sold in (docs/rules.md#pack-multiple); default 1. */
  packMultiple?: number;
}): Promise<ProductRow> {
  const { db } = options;
  const key = unique();
  const [product] = await db
    .insert(products)
    .values({
      categoryId: options.categoryId,
      code: options.code ?? `P-${key}`,
      nameRu: options.nameRu ?? `Товар ${key}`,
      nameEn: options.nameEn ?? `Product ${key}`,
      descriptionRu: options.descriptionRu ?? null,
      descriptionEn: options.descriptionEn ?? null,
      size: options.size ?? null,
      isPremium: options.isPremium ?? false,
      packMultiple: options.packMultiple ?? 1,
    })
    .returning();
  const productId = product!.id;
  const prices = options.prices ?? DEFAULT_PRICES;
  if (prices.length) await db.insert(productPrices).values(prices.map((p) => ({ productId, ...p })));
  if (options.stock?.length)
    await db.insert(stock).values(
      options.stock.map((s) => ({
        productId,
        storeId: s.storeId,
        quantity: s.quantity,
        supplies: s.supplies ?? 0,
      })),
    );
  if (options.properties?.length)
    await db.insert(productProperties).values(
      options.properties.map((p, position) => ({
        productId,
        slug: p.slug,
        value: p.value,
        valueEn: p.valueEn ?? null,
        position,
      })),
    );
  for (const slug of options.statuses ?? []) {
    await db.insert(statuses).values({ slug, name: slug }).onConflictDoNothing();
    await db.execute(
      sql`insert into ${productStatuses} (product_id, status_id) select ${productId}, id from ${statuses} where slug = ${slug}`,
    );
  }
  for (const tag of options.hashtags ?? []) {
    const { name, nameEn } = typeof tag === 'string' ? { name: tag, nameEn: undefined } : tag;
    const insert = db.insert(hashtags).values({ name, nameEn: nameEn ?? null });
    await (nameEn === undefined
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({ target: hashtags.name, set: { nameEn } }));
    await db.execute(
      sql`insert into ${productHashtags} (product_id, hashtag_id) select ${productId}, id from ${hashtags} where name = ${name}`,
    );
  }
  if (options.media?.length)
    await db.insert(media).values(
      options.media.map((m, i) => ({
        productId,
        collectionName: m.collectionName ?? 'gallery',
        name: m.fileName,
        fileName: m.fileName,
        thumbFileName: m.thumbFileName ?? `thumb-${m.fileName}`,
        position: m.position ?? i,
      })),
    );
  return product!;
}

/** Inserts one sales line: `quantity` units sold in `storeId` `daysAgo` days before today (default 0). */
export async function addSales(options: {
  db: Executor;
  storeId: number;
  productId: number;
  quantity: number;
  daysAgo?: number;
  /** Decimal string; default '0'. */
  amount?: string;
}): Promise<void> {
  await options.db.insert(sales).values({
    storeId: options.storeId,
    productId: options.productId,
    quantity: options.quantity,
    amount: options.amount ?? '0',
    soldOn: sql`current_date - ${options.daysAgo ?? 0}::int` as unknown as string,
  });
}

/** Inserts a smart recommendation (docs/rules.md#smart-recommendation); `storeId` null (default) = global. */
export async function addRecommendation(options: {
  db: Executor;
  productId: number;
  kind: RecommendationKind;
  storeId?: number | null;
  buyTimes?: number;
}): Promise<void> {
  await options.db.insert(smartRecommendations).values({
    productId: options.productId,
    recommendationValue: options.kind,
    storeId: options.storeId ?? null,
    buyTimes: options.buyTimes ?? 0,
  });
}

/** Inserts an outlet capacity row (docs/rules.md#occupancy-entry). Defaults: no size, standard, cost 1, no alias. */
export async function createCapacity(options: {
  db: Executor;
  storeId: number;
  categoryId: number;
  capacity: number;
  size?: string | null;
  isPremium?: boolean;
  aliasName?: string | null;
  cost?: string;
}): Promise<typeof capacities.$inferSelect> {
  const [row] = await options.db
    .insert(capacities)
    .values({
      storeId: options.storeId,
      productCategoryId: options.categoryId,
      capacity: options.capacity,
      size: options.size ?? null,
      isPremium: options.isPremium ?? false,
      aliasName: options.aliasName ?? null,
      cost: options.cost ?? '1',
    })
    .returning();
  return row!;
}
