import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { MediaValues } from '../../db/schema';
import type { PriceSet } from './import.currency';

/**
 * SQL of the catalogue import writer. Batch statements take their rows as one JSON parameter
 * (`jsonb_to_recordset`), so a batch of 500 products is a handful of statements on PGlite and
 * PostgreSQL alike. Writers take the transaction `tx` of their batch.
 */

const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;

/** Every category slug (a few hundred), to make new slugs unique. */
export async function loadCategorySlugs(db: Executor): Promise<Set<string>> {
  const rows = await queryRows<{ slug: string }>(db, sql`select slug from categories`);
  return new Set(rows.map((r) => r.slug));
}

export type KnownCategory = { id: number; external_key: string; import_hash: string | null };

export async function findCategoriesByKeys(
  db: Executor,
  keys: string[],
): Promise<Map<string, KnownCategory>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<KnownCategory>(
    db,
    sql`select id, external_key, import_hash from categories
        where external_key in (select jsonb_array_elements_text(${json(keys)}))`,
  );
  return new Map(rows.map((r) => [r.external_key, r]));
}

export async function insertCategory(
  tx: Executor,
  row: {
    parentId: number | null;
    slug: string;
    nameRu: string;
    nameEn: string;
    moyskladName: string;
    position: number;
    externalKey: string;
    importHash: string;
  },
): Promise<number> {
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into categories (parent_id, slug, name_ru, name_en, moysklad_name, position, external_key, import_hash)
        values (${row.parentId}, ${row.slug}, ${row.nameRu}, ${row.nameEn}, ${row.moyskladName}, ${row.position},
          ${row.externalKey}, ${row.importHash})
        returning id`,
  );
  return created!.id;
}

/** A feed renamed or moved a category: both names take the feed's name; slug and position stay. */
export async function updateCategory(
  tx: Executor,
  row: { id: number; parentId: number | null; name: string; moyskladName: string | null; importHash: string },
): Promise<void> {
  await tx.execute(
    sql`update categories set parent_id = ${row.parentId}, name_ru = ${row.name}, name_en = ${row.name},
          moysklad_name = coalesce(${row.moyskladName}, moysklad_name), import_hash = ${row.importHash}
        where id = ${row.id}`,
  );
}

export type KnownProduct = { id: number; code: string; external_key: string; import_hash: string | null };

/** Products of these external keys. */
export async function findProductsByKeys(db: Executor, keys: string[]): Promise<Map<string, KnownProduct>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<KnownProduct>(
    db,
    sql`select id, code, external_key, import_hash from products
        where external_key in (select jsonb_array_elements_text(${json(keys)}))`,
  );
  return new Map(rows.map((r) => [r.external_key, r]));
}

/** Products holding these codes (any source, or none): code → id and external key. */
export async function findProductsByCodes(
  db: Executor,
  codes: string[],
): Promise<Map<string, { id: number; external_key: string | null }>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ id: number; code: string; external_key: string | null }>(
    db,
    sql`select id, code, external_key from products
        where code in (select jsonb_array_elements_text(${json(codes)}))`,
  );
  return new Map(rows.map((r) => [r.code, { id: r.id, external_key: r.external_key }]));
}

/** The products columns the import writes. */
export type ProductWrite = {
  id?: number;
  category_id: number;
  code: string;
  name: string;
  description: string | null;
  name_en: string;
  description_en: string | null;
  archived: boolean;
  source_href: string | null;
  size: string | null;
  is_premium: boolean;
  external_key: string;
  import_hash: string;
};

const PRODUCT_RECORD = sql`(id int, category_id int, code text, name text, description text, name_en text,
  description_en text, archived boolean, source_href text, size text, is_premium boolean, external_key text, import_hash text)`;

/** Inserts products (the source's English texts, else its one language in both); external key → new id. */
export async function insertProducts(tx: Executor, rows: ProductWrite[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const created = await queryRows<{ id: number; external_key: string }>(
    tx,
    sql`insert into products (category_id, code, name_ru, name_en, description_ru, description_en, size,
          is_premium, external_key, import_hash, archived_at, source_href)
        select v.category_id, v.code, v.name, v.name_en, v.description, v.description_en, v.size, v.is_premium,
          v.external_key, v.import_hash, case when v.archived then now() end, v.source_href
        from jsonb_to_recordset(${json(rows)}) as v${PRODUCT_RECORD}
        returning id, external_key`,
  );
  return new Map(created.map((r) => [r.external_key, r.id]));
}

/** Overwrites the feed's columns of changed products (by id). */
export async function updateProducts(tx: Executor, rows: ProductWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`update products p set category_id = v.category_id, code = v.code, name_ru = v.name, name_en = v.name_en,
          description_ru = v.description, description_en = v.description_en, size = v.size,
          is_premium = v.is_premium, import_hash = v.import_hash, updated_at = now(),
          archived_at = case when v.archived then coalesce(p.archived_at, now()) end, source_href = v.source_href
        from jsonb_to_recordset(${json(rows)}) as v${PRODUCT_RECORD}
        where p.id = v.id`,
  );
}

/** The products' rows to rewrite: prices in every currency, properties, hashtags. */
export type ProductChildren = {
  productId: number;
  prices: PriceSet;
  properties: { slug: string; value: string }[];
  hashtags: string[];
};

/**
 * Writes prices, properties and hashtag links of these products, first deleting those of
 * `replacing` (the updated products; new ones have none).
 */
export async function writeChildren(
  tx: Executor,
  rows: ProductChildren[],
  replacing: number[],
): Promise<void> {
  if (rows.length === 0) return;
  const prices = rows.flatMap((r) =>
    Object.entries(r.prices).map(([currency, p]) => ({ product_id: r.productId, currency, ...p })),
  );
  const properties = rows.flatMap((r) =>
    r.properties.map((p, position) => ({ product_id: r.productId, slug: p.slug, value: p.value, position })),
  );
  const tags = rows.flatMap((r) => r.hashtags.map((name) => ({ product_id: r.productId, name })));
  if (replacing.length > 0) {
    const idList = sql`(select jsonb_array_elements_text(${json(replacing)})::int)`;
    await tx.execute(sql`delete from product_prices where product_id in ${idList}`);
    await tx.execute(sql`delete from product_properties where product_id in ${idList}`);
    await tx.execute(sql`delete from product_hashtags where product_id in ${idList}`);
  }
  await tx.execute(
    sql`insert into product_prices (product_id, currency, wholesale, retail)
        select product_id, currency, wholesale, retail
        from jsonb_to_recordset(${json(prices)}) as v(product_id int, currency text, wholesale numeric, retail numeric)`,
  );
  if (properties.length > 0) {
    await tx.execute(
      sql`insert into product_properties (product_id, slug, value, position)
          select product_id, slug, value, position
          from jsonb_to_recordset(${json(properties)}) as v(product_id int, slug text, value text, position int)`,
    );
  }
  if (tags.length > 0) {
    await tx.execute(
      sql`insert into hashtags (name)
          select distinct name from jsonb_to_recordset(${json(tags)}) as v(product_id int, name text)
          on conflict (name) do nothing`,
    );
    await tx.execute(
      sql`insert into product_hashtags (product_id, hashtag_id)
          select v.product_id, h.id from jsonb_to_recordset(${json(tags)}) as v(product_id int, name text)
          join hashtags h on h.name = v.name
          on conflict do nothing`,
    );
  }
}

/** Gives these products the status `slug` (created with `name` when missing). */
export async function addStatus(
  tx: Executor,
  options: { productIds: number[]; slug: string; name: string },
): Promise<void> {
  if (options.productIds.length === 0) return;
  await tx.execute(
    sql`insert into statuses (slug, name) values (${options.slug}, ${options.name}) on conflict (slug) do nothing`,
  );
  await tx.execute(
    sql`insert into product_statuses (product_id, status_id)
        select v.id::int, s.id from jsonb_array_elements_text(${json(options.productIds)}) as v(id)
        join statuses s on s.slug = ${options.slug}
        on conflict do nothing`,
  );
}

export type ProductMediaState = { sources: Set<string>; hasMain: boolean };

/** Per product: the source URLs of its media and whether it has a main picture. */
export async function findMediaState(
  db: Executor,
  productIds: number[],
): Promise<Map<number, ProductMediaState>> {
  const state = new Map<number, ProductMediaState>(
    productIds.map((id) => [id, { sources: new Set(), hasMain: false }]),
  );
  if (productIds.length === 0) return state;
  const rows = await queryRows<{ product_id: number; source_url: string | null; collection_name: string }>(
    db,
    sql`select product_id, source_url, collection_name from media
        where product_id in (select jsonb_array_elements_text(${json(productIds)})::int)`,
  );
  for (const row of rows) {
    const entry = state.get(row.product_id)!;
    if (row.source_url) entry.sources.add(row.source_url);
    if (row.collection_name === 'main') entry.hasMain = true;
  }
  return state;
}

/** A media row the import writes: its picture's feed URL besides the columns. */
export type MediaWrite = MediaValues & { source_url: string };

export async function insertMedia(db: Executor, rows: MediaWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into media (product_id, collection_name, name, file_name, thumb_file_name, mime_type, size,
          position, source_url)
        select product_id, collection_name, name, file_name, thumb_file_name, mime_type, size, position, source_url
        from jsonb_to_recordset(${json(rows)}) as v(product_id int, collection_name text, name text,
          file_name text, thumb_file_name text, mime_type text, size int, position int, source_url text)`,
  );
}

/**
 * Deletes imported media (source_url set) of these products whose URL left the feed; answers the
 * deleted files. Media uploaded by hand (no source_url) stay.
 */
export async function deleteDroppedMedia(
  tx: Executor,
  rows: { product_id: number; urls: string[] }[],
): Promise<{ file_name: string; thumb_file_name: string }[]> {
  if (rows.length === 0) return [];
  return queryRows(
    tx,
    sql`delete from media m using jsonb_to_recordset(${json(rows)}) as v(product_id int, urls jsonb)
        where m.product_id = v.product_id and m.source_url is not null and m.source_url not in (select jsonb_array_elements_text(v.urls))
        returning m.file_name, m.thumb_file_name`,
  );
}
