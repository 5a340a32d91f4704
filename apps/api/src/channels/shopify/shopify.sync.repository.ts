import { MAIN_STORE_ID } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { buyerWholesaleSql } from '../../rules/price.sql';
import { mainStoreIdSql, warehouseStockSql } from '../../rules/warehouse-stock.sql';
import type { AccountRow } from './shopify.repository';

/**
 * SQL of the background work on connected shops (docs/rules.md#shopify-publish,
 * docs/rules.md#shopify-stock): our product ↔ their product links, the quantities last pushed,
 * the account's sync state. Jobs read accounts by id (the job was queued by the owner's call).
 */

/** What a job needs of an account (the sealed token only to open a client). */
export type SyncAccount = Pick<
  AccountRow,
  'id' | 'user_id' | 'shop_domain' | 'name' | 'token_sealed' | 'status' | 'currency' | 'location_id'
>;

/** The account `id`, or undefined when it was disconnected. */
export async function findSyncAccount(db: Executor, id: number): Promise<SyncAccount | undefined> {
  const [row] = await queryRows<SyncAccount>(
    db,
    sql`select id, user_id, shop_domain, name, token_sealed, status, currency, location_id
        from shopify_accounts where id = ${id}`,
  );
  return row;
}

/** Saves the retail price rule of the account's last publish. */
export async function savePriceRule(db: Executor, options: { id: number; rule: unknown }): Promise<void> {
  await db.execute(
    sql`update shopify_accounts set price_rule = ${JSON.stringify(options.rule)}::jsonb where id = ${options.id}`,
  );
}

/**
 * After a call to the shop: `connected` clears the error and, with `synced`, stamps last_sync_at;
 * token_refused / unreachable keep the reason (never the token).
 */
export async function recordSync(
  db: Executor,
  options: {
    id: number;
    status: 'connected' | 'token_refused' | 'unreachable';
    error?: string;
    synced?: boolean;
  },
): Promise<void> {
  const synced = options.synced ? sql`, last_sync_at = now()` : sql``;
  await db.execute(
    sql`update shopify_accounts set status = ${options.status}, last_error = ${options.error ?? null}${synced}
        where id = ${options.id}`,
  );
}

/**
 * Links our product to their product, variant and inventory item with the price and quantity just
 * pushed (a re-publish updates the row: the ids stay ours to update in place).
 */
export async function upsertLink(
  db: Executor,
  link: {
    accountId: number;
    productId: number;
    shopifyProductId: string;
    shopifyVariantId: string;
    inventoryItemId: string;
    price: string;
    /** Null: not pushed yet (the stock sync pushes it). */
    quantity: number | null;
  },
): Promise<void> {
  await db.execute(
    sql`insert into shopify_products (account_id, product_id, shopify_product_id, shopify_variant_id,
          inventory_item_id, price, quantity, published_at, quantity_pushed_at)
        values (${link.accountId}, ${link.productId}, ${link.shopifyProductId}, ${link.shopifyVariantId},
          ${link.inventoryItemId}, ${link.price}, ${link.quantity}::int, now(),
          case when ${link.quantity}::int is null then null else now() end)
        on conflict (account_id, product_id) do update set
          shopify_product_id = excluded.shopify_product_id, shopify_variant_id = excluded.shopify_variant_id,
          inventory_item_id = excluded.inventory_item_id, price = excluded.price, quantity = excluded.quantity,
          published_at = now(), quantity_pushed_at = case when excluded.quantity is null then null else now() end`,
  );
}

/** Forgets links whose product the shop no longer has (deleted there): the next publish creates it again. */
export async function deleteLinks(
  db: Executor,
  options: { accountId: number; productIds: number[] },
): Promise<void> {
  if (options.productIds.length === 0) return;
  await db.execute(
    sql`delete from shopify_products
        where account_id = ${options.accountId} and product_id = any(${intArray(options.productIds)}::int[])`,
  );
}

/** Records quantities pushed to the shop. */
export async function setPushedQuantities(
  db: Executor,
  options: { accountId: number; items: { productId: number; quantity: number }[] },
): Promise<void> {
  if (options.items.length === 0) return;
  await db.execute(
    sql`update shopify_products sp set quantity = v.quantity, quantity_pushed_at = now()
        from unnest(${intArray(options.items.map((i) => i.productId))}::int[], ${intArray(options.items.map((i) => i.quantity))}::int[])
          as v(product_id, quantity)
        where sp.account_id = ${options.accountId} and sp.product_id = v.product_id`,
  );
}

/**
 * The warehouse whose stock a shop sells (docs/rules.md#shopify-stock): the main store of the
 * version of the shop's currency — RUB the Russian one (1), any other the European one (56).
 */
export const shopMainStoreSql = (currency: SQL) =>
  mainStoreIdSql(sql`case when ${currency} = 'RUB' then 'ru' else 'en' end`);

/** The same in TypeScript, for the publish's selection. */
export const shopMainStoreId = (currency: string | null): number =>
  currency === 'RUB' ? MAIN_STORE_ID.ru : MAIN_STORE_ID.en;

/**
 * The quantity a link should have in the shop now: the warehouse stock of the shop's warehouse
 * (never below 0), or 0 when the product is no longer offered in the shop's currency (no price
 * in it for the account's customer, docs/rules.md#buyer-price: it left every selection).
 */
const targetQuantity = sql`case when ${buyerWholesaleSql({
  product: sql`sp.product_id`,
  currency: sql`a.currency`,
  priceTypeId: sql`(select cp.price_type_id from users u join counterparties cp on cp.id = u.counterparty_id
    where u.id = a.user_id)`,
})} is not null
  then greatest(${warehouseStockSql(sql`sp.product_id`, shopMainStoreSql(sql`a.currency`))}, 0) else 0 end`;

/** Links of the account whose last pushed quantity differs from what it should be now, by product id. */
export function stockDifferences(
  db: Executor,
  accountId: number,
): Promise<{ product_id: number; inventory_item_id: string; quantity: number }[]> {
  return queryRows(
    db,
    sql`select * from (
          select sp.product_id, sp.inventory_item_id, sp.quantity as pushed, ${targetQuantity}::int as quantity
          from shopify_products sp join shopify_accounts a on a.id = sp.account_id
          where sp.account_id = ${accountId}
        ) d where d.pushed is distinct from d.quantity
        order by d.product_id`,
  );
}

/** Accounts whose token was not refused and that have a link to push (see stockDifferences). */
export async function accountsToStockSync(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from shopify_accounts a
        where a.status <> 'token_refused' and exists (
          select 1 from shopify_products sp
          where sp.account_id = a.id and sp.quantity is distinct from ${targetQuantity})
        order by a.id`,
  );
  return rows.map((r) => r.id);
}
