import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** A product row of the product service, collections as JSON (see productDetails). */
export type ServiceProductRow = {
  id: number;
  code: string;
  external_key: string | null;
  name_ru: string;
  name_en: string;
  description_ru: string | null;
  description_en: string | null;
  category: { id: number; slug: string; name_ru: string; name_en: string };
  /** Units the product is sold in (docs/rules.md#pack-multiple). */
  pack_multiple: number;
  prices: { currency: string; wholesale: string; retail: string }[];
  stock: { store_id: number; store_name: string; quantity: number; supplies: number }[];
  statuses: string[];
  hashtags: string[];
  /** English names of the hashtags that have one, by name. */
  hashtags_en: Record<string, string>;
  properties: ServiceProperty[];
  media: { id: number; collection_name: string; file_name: string; thumb_file_name: string }[];
  archived_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** A product property with its English text (null = none, decision 0017). */
export type ServiceProperty = { slug: string; value: string; value_en: string | null };

/** `q` as a LIKE pattern on code and both names (the products_search trigram index). */
function searchCondition(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(p.code || ' ' || p.name_ru || ' ' || p.name_en) like ${pattern}`;
}

/** Every field of the page for the products of `ids` (a subquery of product ids, in order). */
function productDetails(ids: SQL, stores: readonly number[]): SQL {
  return sql`
    select p.id, p.code, p.external_key, p.name_ru, p.name_en, p.description_ru, p.description_en,
      p.archived_at, p.created_at, p.updated_at, p.pack_multiple,
      json_build_object('id', c.id, 'slug', c.slug, 'name_ru', c.name_ru, 'name_en', c.name_en) as category,
      coalesce((select json_agg(json_build_object('currency', pp.currency, 'wholesale', pp.wholesale::text,
          'retail', pp.retail::text)) from product_prices pp where pp.product_id = p.id), '[]') as prices,
      coalesce((select json_agg(json_build_object('store_id', s.id, 'store_name', s.name,
          'quantity', coalesce(st.quantity, 0), 'supplies', coalesce(st.supplies, 0)) order by s.id)
        from stores s left join stock st on st.store_id = s.id and st.product_id = p.id
        where s.id in (select jsonb_array_elements_text(${JSON.stringify(stores)}::jsonb)::int)), '[]') as stock,
      coalesce((select json_agg(s.slug order by s.slug) from product_statuses ps
        join statuses s on s.id = ps.status_id where ps.product_id = p.id), '[]') as statuses,
      coalesce((select json_agg(h.name order by h.name) from product_hashtags ph
        join hashtags h on h.id = ph.hashtag_id where ph.product_id = p.id), '[]') as hashtags,
      coalesce((select json_object_agg(h.name, h.name_en) from product_hashtags ph
        join hashtags h on h.id = ph.hashtag_id where ph.product_id = p.id and h.name_en is not null), '{}') as hashtags_en,
      coalesce((select json_agg(json_build_object('slug', pr.slug, 'value', pr.value, 'value_en', pr.value_en)
          order by pr.position, pr.slug)
        from product_properties pr where pr.product_id = p.id), '[]') as properties,
      coalesce((select json_agg(json_build_object('id', m.id, 'collection_name', m.collection_name,
          'file_name', m.file_name, 'thumb_file_name', m.thumb_file_name)
          order by m.collection_name <> 'main', m.position, m.id)
        from media m where m.product_id = p.id), '[]') as media
    from (${ids}) as page
    join products p on p.id = page.id
    join categories c on c.id = p.category_id
    order by p.code`;
}

/** A page of products matching `q`, by code, and the total count. */
export async function searchProducts(
  db: Executor,
  options: { q?: string; limit: number; offset: number; stores: readonly number[] },
): Promise<{ rows: ServiceProductRow[]; total: number }> {
  const where = searchCondition(options.q);
  const ids = sql`select p.id from products p where ${where} order by p.code limit ${options.limit} offset ${options.offset}`;
  const [rows, [count]] = await Promise.all([
    queryRows<ServiceProductRow>(db, productDetails(ids, options.stores)),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findProduct(
  db: Executor,
  options: { id: number; stores: readonly number[] },
): Promise<ServiceProductRow | undefined> {
  const [row] = await queryRows<ServiceProductRow>(
    db,
    productDetails(sql`select ${options.id}::int as id`, options.stores),
  );
  return row;
}

/** Locks the product's stock rows (a stock edit checks them against its If-Match; docs/rules.md#record-versions). */
export async function lockProductStock(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select 1 from stock where product_id = ${id} order by store_id for update`);
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from categories where id = ${id}`)).length > 0;
}

/** The statuses that exist, as slug → name. */
export async function listStatuses(db: Executor): Promise<{ slug: string; name: string }[]> {
  return queryRows(db, sql`select slug, name from statuses order by id`);
}

export async function existingStoreIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from stores where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
  return new Set(rows.map((r) => r.id));
}

export type ProductColumns = Partial<{
  name_ru: string;
  name_en: string;
  description_ru: string | null;
  description_en: string | null;
  category_id: number;
  pack_multiple: number;
}>;

/** Sets the given columns and updated_at. */
export async function updateProductColumns(tx: Executor, id: number, columns: ProductColumns): Promise<void> {
  const sets = Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  await tx.execute(
    sql`update products set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${id}`,
  );
}

export async function upsertPrice(
  tx: Executor,
  row: { productId: number; currency: string; wholesale: string; retail: string },
): Promise<void> {
  await tx.execute(
    sql`insert into product_prices (product_id, currency, wholesale, retail)
        values (${row.productId}, ${row.currency}, ${row.wholesale}, ${row.retail})
        on conflict (product_id, currency) do update set wholesale = excluded.wholesale, retail = excluded.retail`,
  );
}

/** Replaces the product's properties with `properties`, in that order (their position). */
export async function replaceProperties(
  tx: Executor,
  productId: number,
  properties: ServiceProperty[],
): Promise<void> {
  await tx.execute(sql`delete from product_properties where product_id = ${productId}`);
  for (const [position, p] of properties.entries()) {
    await tx.execute(
      sql`insert into product_properties (product_id, slug, value, value_en, position)
          values (${productId}, ${p.slug}, ${p.value}, ${p.value_en}, ${position})`,
    );
  }
}

/** Sets the English name of the hashtag named `name` (null = none); every product with it shows it. */
export async function setHashtagNameEn(tx: Executor, name: string, nameEn: string | null): Promise<void> {
  await tx.execute(sql`update hashtags set name_en = ${nameEn} where name = ${name}`);
}

export async function replaceHashtags(tx: Executor, productId: number, names: string[]): Promise<void> {
  await tx.execute(sql`delete from product_hashtags where product_id = ${productId}`);
  if (names.length === 0) return;
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`;
  await tx.execute(
    sql`insert into hashtags (name) select * from ${list} as v(name) on conflict (name) do nothing`,
  );
  await tx.execute(
    sql`insert into product_hashtags (product_id, hashtag_id)
        select ${productId}, id from hashtags where name in ${list} on conflict do nothing`,
  );
}

export async function replaceStatuses(tx: Executor, productId: number, slugs: string[]): Promise<void> {
  await tx.execute(sql`delete from product_statuses where product_id = ${productId}`);
  if (slugs.length === 0) return;
  await tx.execute(
    sql`insert into product_statuses (product_id, status_id)
        select ${productId}, id from statuses
        where slug in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))`,
  );
}

/** The id of the product holding `code`, or undefined (codes are unique, docs/rules.md#product-lifecycle). */
export async function productIdByCode(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from products where code = ${code}`);
  return row?.id;
}

/** Inserts a product made by hand (no import key or hash); answers its id, undefined when the code is taken. */
export async function insertProduct(
  tx: Executor,
  row: {
    code: string;
    name_ru: string;
    name_en: string;
    description_ru: string | null;
    description_en: string | null;
    category_id: number;
  },
): Promise<number | undefined> {
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into products (category_id, code, name_ru, name_en, description_ru, description_en)
        values (${row.category_id}, ${row.code}, ${row.name_ru}, ${row.name_en}, ${row.description_ru},
          ${row.description_en})
        on conflict (code) do nothing
        returning id`,
  );
  return created?.id;
}

/** Archives (keeping the first archive time) or restores the product; touches updated_at. */
export async function setProductArchived(tx: Executor, id: number, archived: boolean): Promise<void> {
  await tx.execute(
    sql`update products set archived_at = case when ${archived}::boolean then coalesce(archived_at, now()) end,
          updated_at = now() where id = ${id}`,
  );
}

/** What may keep a product from being deleted (docs/rules.md#product-lifecycle), by kind → rows. */
export type ProductReferences = {
  orders: number;
  baskets: number;
  favourites: number;
  sales: number;
  stock: number;
  shopify: number;
};

/** Counts the rows of other tables that reference product `id` (stock: rows with units or supplies). */
export async function countProductReferences(db: Executor, id: number): Promise<ProductReferences> {
  const [row] = await queryRows<ProductReferences>(
    db,
    sql`select
      (select count(*) from order_lines where product_id = ${id})::int as orders,
      (select count(*) from basket_lines where product_id = ${id})::int as baskets,
      (select count(*) from favourites where product_id = ${id})::int as favourites,
      (select count(*) from sales where product_id = ${id})::int as sales,
      (select count(*) from stock where product_id = ${id} and (quantity > 0 or supplies > 0))::int as stock,
      (select count(*) from shopify_products where product_id = ${id})::int as shopify`,
  );
  return row!;
}

/**
 * Deletes the product; its prices, properties, hashtag and status links, media rows, empty stock
 * rows and recommendations go with it (foreign keys on delete cascade). Answers the media files
 * to remove once the transaction commits.
 */
export async function deleteProductRow(
  tx: Executor,
  id: number,
): Promise<{ file_name: string; thumb_file_name: string }[]> {
  const files = await queryRows<{ file_name: string; thumb_file_name: string }>(
    tx,
    sql`select file_name, thumb_file_name from media where product_id = ${id}`,
  );
  await tx.execute(sql`delete from products where id = ${id}`);
  return files;
}

/** A categories row of the category editor. */
export type ServiceCategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  name_ru: string;
  name_en: string;
  position: number;
  hidden_at: Date | string | null;
  product_count: number;
};

/** Every category (or the one of `id`) by position then Russian name, with its own product count. */
export async function findServiceCategories(db: Executor, id?: number): Promise<ServiceCategoryRow[]> {
  return queryRows<ServiceCategoryRow>(
    db,
    sql`select c.id, c.parent_id, c.slug, c.name_ru, c.name_en, c.position, c.hidden_at,
          (select count(*) from products p where p.category_id = c.id)::int as product_count
        from categories c where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
        order by c.position, c.name_ru, c.id`,
  );
}

/** Locks a category row for an edit; false when it does not exist. */
export async function lockCategory(tx: Executor, id: number): Promise<boolean> {
  return (await queryRows(tx, sql`select 1 from categories where id = ${id} for update`)).length > 0;
}

/** Every category slug (a new category's slug is made unique among them). */
export async function categorySlugs(db: Executor): Promise<Set<string>> {
  const rows = await queryRows<{ slug: string }>(db, sql`select slug from categories`);
  return new Set(rows.map((r) => r.slug));
}

/** Ids of category `id` and every category below it (a cycle in bad data still terminates). */
export async function categorySubtree(db: Executor, id: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
          select ${id}::int union select c.id from categories c join tree t on c.parent_id = t.id)
        select id from tree`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Inserts a category made by hand (no import key); answers its id. */
export async function insertCategoryRow(
  tx: Executor,
  row: { parent_id: number | null; slug: string; name_ru: string; name_en: string; position: number },
): Promise<number> {
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into categories (parent_id, slug, name_ru, name_en, position)
        values (${row.parent_id}, ${row.slug}, ${row.name_ru}, ${row.name_en}, ${row.position})
        returning id`,
  );
  return created!.id;
}

export type CategoryColumns = Partial<{
  name_ru: string;
  name_en: string;
  parent_id: number | null;
  position: number;
  /** true: hidden now (the first hide time kept), false: shown. */
  hidden: boolean;
}>;

/** Sets the given columns of category `id`. */
export async function updateCategoryColumns(
  tx: Executor,
  id: number,
  columns: CategoryColumns,
): Promise<void> {
  const sets = Object.entries(columns).map(([column, value]) =>
    column === 'hidden'
      ? sql`hidden_at = case when ${value}::boolean then coalesce(hidden_at, now()) end`
      : sql`${sql.identifier(column)} = ${value}`,
  );
  if (sets.length === 0) return;
  await tx.execute(sql`update categories set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Makes sure status `slug` exists (named `name` when it is made here). */
export async function ensureStatus(tx: Executor, status: { slug: string; name: string }): Promise<void> {
  await tx.execute(
    sql`insert into statuses (slug, name) values (${status.slug}, ${status.name}) on conflict (slug) do nothing`,
  );
}
