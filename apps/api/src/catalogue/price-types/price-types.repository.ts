import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/**
 * SQL of the price types (docs/rules.md#buyer-price): the one writer of `price_types` and
 * `price_type_prices`. A write of prices moves catalog_revision by its trigger (migration 0034),
 * so every process's catalogue and every kept answer shows it on the next request.
 */

/** A price type with how many products have a price of it and how many counterparties pay it. */
export type PriceTypeRow = {
  id: number;
  name: string;
  external_id: string | null;
  priced: number;
  counterparties: number;
};

const columns = sql`t.id, t.name, t.external_id,
  (select count(distinct p.product_id) from price_type_prices p where p.price_type_id = t.id)::int as priced,
  (select count(*) from counterparties c where c.price_type_id = t.id)::int as counterparties`;

/** Every price type by name (the database's collation), then id. */
export function findPriceTypes(db: Executor): Promise<PriceTypeRow[]> {
  return queryRows<PriceTypeRow>(db, sql`select ${columns} from price_types t order by t.name, t.id`);
}

/** Price type `id`, its row locked until the transaction ends when `lock`; undefined when there is none. */
export async function findPriceType(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<PriceTypeRow | undefined> {
  if (options.lock) await db.execute(sql`select id from price_types where id = ${options.id} for update`);
  const [row] = await queryRows<PriceTypeRow>(
    db,
    sql`select ${columns} from price_types t where t.id = ${options.id}`,
  );
  return row;
}

/**
 * Holds the price types' names until the transaction ends: a share-row-exclusive lock, so two
 * staff creating or renaming to one name follow each other and the second finds the first's name
 * (the unique index would otherwise refuse it as an error).
 */
export async function lockPriceTypeNames(db: Executor): Promise<void> {
  await db.execute(sql`lock table price_types in share row exclusive mode`);
}

/** The id of the price type named `name` (ignoring case) other than `exceptId`, if any. */
export async function findNameTaken(
  db: Executor,
  options: { name: string; exceptId?: number },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from price_types where lower(name) = lower(${options.name}) and id <> ${options.exceptId ?? 0}`,
  );
  return row?.id;
}

/** Inserts a price type; answers its id. */
export async function insertPriceType(
  db: Executor,
  options: { name: string; externalId?: string | null },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into price_types (name, external_id) values (${options.name}, ${options.externalId ?? null}) returning id`,
  );
  return row!.id;
}

/** Renames price type `id`. */
export async function renamePriceTypeRow(db: Executor, options: { id: number; name: string }): Promise<void> {
  await db.execute(
    sql`update price_types set name = ${options.name}, updated_at = now() where id = ${options.id}`,
  );
}

/** Deletes price type `id` with its prices (the caller checked no counterparty pays it). */
export async function deletePriceTypeRow(db: Executor, id: number): Promise<void> {
  await db.execute(sql`delete from price_types where id = ${id}`);
}

/** The price types of the given outside ids (МойСклад's), by outside id. */
export async function findByExternalIds(
  db: Executor,
  externalIds: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (externalIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string; external_id: string }>(
    db,
    sql`select id, name, external_id from price_types
      where external_id in (select jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.external_id, { id: r.id, name: r.name }]));
}

/** Sets the outside id of price type `id` (a type made here, mapped to МойСклад's later). */
export async function setExternalId(
  db: Executor,
  options: { id: number; externalId: string },
): Promise<void> {
  await db.execute(
    sql`update price_types set external_id = ${options.externalId}, updated_at = now() where id = ${options.id}`,
  );
}

/** A product code with its id (a price row's product), by exact code. */
export async function findProductIds(db: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from products where code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** One price of a type: product, currency, wholesale as 2-decimal text. */
export type TypePrice = { productId: number; currency: string; wholesale: string };

/** The prices of type `typeId` for `productIds`, keyed `productId:currency`. */
export async function findTypePrices(
  db: Executor,
  options: { typeId: number; productIds: readonly number[] },
): Promise<Map<string, string>> {
  if (options.productIds.length === 0) return new Map();
  const rows = await queryRows<{ product_id: number; currency: string; wholesale: string }>(
    db,
    sql`select product_id, currency, wholesale::text as wholesale from price_type_prices
      where price_type_id = ${options.typeId} and product_id = any(${intArray(options.productIds)}::int[])`,
  );
  return new Map(rows.map((r) => [`${r.product_id}:${r.currency}`, r.wholesale]));
}

/**
 * Writes prices of type `typeId` in two statements: `set` rows inserted or updated (only where the
 * price differs, so an unchanged file moves no revision), `remove` rows (product, currency) deleted.
 */
export async function writeTypePrices(
  db: Executor,
  options: {
    typeId: number;
    set: readonly TypePrice[];
    remove: readonly { productId: number; currency: string }[];
  },
): Promise<void> {
  const { typeId } = options;
  if (options.set.length > 0)
    await db.execute(
      sql`insert into price_type_prices (price_type_id, product_id, currency, wholesale)
        select ${typeId}, x.product_id, x.currency, x.wholesale
        from jsonb_to_recordset(${JSON.stringify(options.set.map((p) => ({ product_id: p.productId, currency: p.currency, wholesale: p.wholesale })))}::jsonb)
          as x(product_id int, currency text, wholesale numeric(12,2))
        on conflict (price_type_id, product_id, currency) do update set wholesale = excluded.wholesale
        where price_type_prices.wholesale is distinct from excluded.wholesale`,
    );
  if (options.remove.length > 0)
    await db.execute(
      sql`delete from price_type_prices t
        using jsonb_to_recordset(${JSON.stringify(options.remove.map((p) => ({ product_id: p.productId, currency: p.currency })))}::jsonb)
          as x(product_id int, currency text)
        where t.price_type_id = ${typeId} and t.product_id = x.product_id and t.currency = x.currency`,
    );
}

/** Every price type that came from a stock system: our id by its outside id. */
export async function findExternalTypes(db: Executor): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; external_id: string }>(
    db,
    sql`select id, external_id from price_types where external_id is not null`,
  );
  return new Map(rows.map((r) => [r.external_id, r.id]));
}

/** Product ids by their import key (`moysklad:<id>`…), for the keys that exist. */
export async function findProductIdsByKeys(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ id: number; external_key: string }>(
    db,
    sql`select id, external_key from products
      where external_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.external_key, r.id]));
}
