import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * SQL of a product's life cycle in the product service (docs/rules.md#product-create,
 * docs/rules.md#product-archive, docs/rules.md#product-delete): the products row itself; its
 * prices, properties, hashtags and statuses go through the edit's writers (product-admin.repository.ts).
 */

/** The products columns a product made by hand starts with. */
export type NewProductRow = {
  code: string;
  name_ru: string;
  name_en: string;
  description_ru: string | null;
  description_en: string | null;
  category_id: number;
  size: string | null;
  is_premium: boolean;
};

/** The id of the product holding `code` (codes are unique), or null. */
export async function findProductIdByCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from products where code = ${code}`);
  return row?.id ?? null;
}

/** Inserts a product made by hand (no import key or hash); answers its id. */
export async function insertProduct(tx: Executor, row: NewProductRow): Promise<number> {
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into products (code, name_ru, name_en, description_ru, description_en, category_id, size, is_premium)
        values (${row.code}, ${row.name_ru}, ${row.name_en}, ${row.description_ru}, ${row.description_en},
          ${row.category_id}, ${row.size}, ${row.is_premium})
        returning id`,
  );
  return created!.id;
}

/** Archives the product now, or restores it (archived_at null). */
export async function setArchived(tx: Executor, options: { id: number; archived: boolean }): Promise<void> {
  await tx.execute(
    sql`update products set archived_at = ${options.archived ? sql`now()` : sql`null`}, updated_at = now()
        where id = ${options.id}`,
  );
}

/** What still points at a product: each count > 0 refuses its deletion. */
export type ProductReferences = {
  orders: number;
  baskets: number;
  favourites: number;
  sales: number;
  shops: number;
};

/**
 * How many orders (order lines), baskets, favourites, outlets' sales lines and connected Shopify
 * shops hold the product, in one statement (reads across the wings' tables, docs/architecture.md#one-writer).
 */
export async function findProductReferences(db: Executor, id: number): Promise<ProductReferences> {
  const [row] = await queryRows<ProductReferences>(
    db,
    sql`select
      (select count(distinct order_id) from order_lines where product_id = ${id})::int as orders,
      (select count(*) from basket_lines where product_id = ${id})::int as baskets,
      (select count(*) from favourites where product_id = ${id})::int as favourites,
      (select count(*) from sales where product_id = ${id})::int as sales,
      (select count(*) from shopify_products where product_id = ${id})::int as shops`,
  );
  return row!;
}

/**
 * Deletes the product; its prices, properties, hashtag and status links, media rows, stock rows and
 * recommendations go with it (the foreign keys cascade). Answers the picture files to remove.
 */
export async function deleteProduct(
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
