import type { Currency, TextLanguage } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { buyerPriceJoin, priceWithDiscountSql } from '../../rules/price.sql';
import { warehouseStockSql } from '../../rules/warehouse-stock.sql';

/**
 * SQL of connected Shopify accounts (docs/rules.md#shopify-account). Every read and write names
 * the owner (`user_id`), so one customer's call can never reach another's account.
 */

/** An account row with its counts; `token_sealed` is for the services only, never answered. */
export type AccountRow = {
  id: number;
  user_id: number;
  shop_domain: string;
  name: string;
  token_sealed: string;
  status: string;
  currency: string | null;
  location_id: string | null;
  price_rule: unknown;
  last_error: string | null;
  last_sync_at: Date | string | null;
  orders_fetched_at: Date | string | null;
  created_at: Date | string;
  published: number;
  new_orders: number;
};

const ACCOUNT_COLUMNS = sql`a.id, a.user_id, a.shop_domain, a.name, a.token_sealed, a.status, a.currency,
  a.location_id, a.price_rule, a.last_error, a.last_sync_at, a.orders_fetched_at, a.created_at,
  (select count(*)::int from shopify_products sp where sp.account_id = a.id) as published,
  (select count(*)::int from shopify_orders so where so.account_id = a.id and so.state = 'new') as new_orders`;

/** The user's accounts, newest first. */
export function findAccounts(db: Executor, userId: number): Promise<AccountRow[]> {
  return queryRows<AccountRow>(
    db,
    sql`select ${ACCOUNT_COLUMNS} from shopify_accounts a where a.user_id = ${userId} order by a.created_at desc, a.id desc`,
  );
}

/** The account `id` when it is `userId`'s (else undefined: it looks absent). `lock`: for update. */
export async function findAccount(
  db: Executor,
  options: { id: number; userId: number; lock?: boolean },
): Promise<AccountRow | undefined> {
  const lock = options.lock ? sql` for update of a` : sql``;
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select ${ACCOUNT_COLUMNS} from shopify_accounts a
        where a.id = ${options.id} and a.user_id = ${options.userId}${lock}`,
  );
  return row;
}

/** Whether the user already has an account of `domain`. */
export async function hasAccountOf(
  db: Executor,
  options: { userId: number; domain: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shopify_accounts where user_id = ${options.userId} and shop_domain = ${options.domain}`,
  );
  return rows.length > 0;
}

/** What a successful check of the token gives an account. */
export type ShopFields = { name: string; tokenSealed: string; currency: string; locationId: string | null };

/** A new connected account; undefined when the user has one of `domain` already (unique user+domain). */
export async function insertAccount(
  db: Executor,
  options: ShopFields & { userId: number; domain: string },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into shopify_accounts (user_id, shop_domain, name, token_sealed, status, currency, location_id)
        values (${options.userId}, ${options.domain}, ${options.name}, ${options.tokenSealed}, 'connected',
          ${options.currency}, ${options.locationId})
        on conflict (user_id, shop_domain) do nothing
        returning id`,
  );
  return row?.id;
}

/** A new token for the account, with what the shop answered: status connected, no error. */
export async function updateAccountShop(db: Executor, options: ShopFields & { id: number }): Promise<void> {
  await db.execute(
    sql`update shopify_accounts set name = ${options.name}, token_sealed = ${options.tokenSealed},
          currency = ${options.currency}, location_id = ${options.locationId}, status = 'connected', last_error = null
        where id = ${options.id}`,
  );
}

/** The status after a call to the shop (connected clears the error). */
export async function setAccountStatus(
  db: Executor,
  options: { id: number; status: string; lastError: string | null },
): Promise<void> {
  await db.execute(
    sql`update shopify_accounts set status = ${options.status}, last_error = ${options.lastError} where id = ${options.id}`,
  );
}

/** Deletes the account; its product links and fetched orders go with it (foreign keys cascade). */
export async function deleteAccount(db: Executor, options: { id: number; userId: number }): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from shopify_accounts where id = ${options.id} and user_id = ${options.userId} returning id`,
  );
  return rows.length > 0;
}

/** Category ids of `ids` that exist. */
export async function existingCategories(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where id = any(${intArray(ids)}::int[])`,
  );
  return rows.map((r) => Number(r.id));
}

/** Product codes of `codes` that exist. */
export async function existingCodes(db: Executor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from products where code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return rows.map((r) => r.code);
}

/** What the selection of a publish or CSV reads per product. */
export type SelectionScope = {
  categoryIds: readonly number[];
  codes: readonly string[];
  currency: Currency;
  /** Percent, 0-100 (the customer's discount). */
  discount: number;
  /** The customer's price type (docs/rules.md#buyer-price), null for list prices. */
  priceTypeId: number | null;
  mainStoreId: number;
  lang: TextLanguage;
  /** Only products linked to this account get `shopify_*` ids (null: none). */
  accountId: number | null;
};

export type SelectionRow = {
  id: number;
  code: string;
  name: string;
  description: string | null;
  category: string;
  wholesale: string;
  retail: string;
  price_with_discount: string;
  stock: number;
  /** File names, the main picture first, then by position. */
  pictures: string[];
  tags: string[];
  shopify_product_id: string | null;
  shopify_variant_id: string | null;
};

/**
 * Products of the categories (and their descendants) ∪ the codes that have a price in the
 * currency (every product of the catalogue is visible to every customer: nothing else to hide),
 * with their link to the account when there is one. The wholesale price is the customer's, of
 * their price type (docs/rules.md#buyer-price); the retail one the list's. A product without a
 * wholesale price in the currency (price on request) is left out: a shop must never sell it at the ending's floor.
 */
function selectionFrom(scope: SelectionScope, afterId = 0): SQL {
  return sql`from products p
    join product_prices pl on pl.product_id = p.id and pl.currency = ${scope.currency}
    join ${buyerPriceJoin('pr', { product: sql`p.id`, currency: scope.currency, priceTypeId: scope.priceTypeId })}
    left join shopify_products sp on sp.product_id = p.id and sp.account_id = ${scope.accountId ?? 0}
    where (p.category_id in (select id from cat_tree) or p.code in (select jsonb_array_elements_text(${JSON.stringify(scope.codes)}::jsonb)))
      and pr.wholesale > 0 and p.id > ${afterId}`;
}

const catTree = (ids: readonly number[]) => sql`with recursive cat_tree as (
    select id from categories where id = any(${intArray(ids)}::int[])
    union
    select c.id from categories c join cat_tree t on c.parent_id = t.id
  )`;

/** How many products the selection holds. */
export async function countSelection(db: Executor, scope: SelectionScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`${catTree(scope.categoryIds)} select count(*)::int as n ${selectionFrom(scope)}`,
  );
  return row?.n ?? 0;
}

/** Up to `limit` products of the selection with id > `afterId`, by id (keyset pages). */
export function findSelection(
  db: Executor,
  options: { scope: SelectionScope; afterId: number; limit: number },
): Promise<SelectionRow[]> {
  const { scope } = options;
  const en = scope.lang === 'en';
  const name = en ? sql`p.name_en` : sql`p.name_ru`;
  const description = en ? sql`coalesce(p.description_en, p.description_ru)` : sql`p.description_ru`;
  const tagName = en ? sql`coalesce(h.name_en, h.name)` : sql`h.name`;
  return queryRows<SelectionRow>(
    db,
    sql`${catTree(scope.categoryIds)}
      select p.id, p.code, ${name} as name, ${description} as description,
        (select ${en ? sql`c.name_en` : sql`c.name_ru`} from categories c where c.id = p.category_id) as category,
        pr.wholesale::text as wholesale, pl.retail::text as retail,
        ${priceWithDiscountSql(sql`pr.wholesale`, scope.discount)}::text as price_with_discount,
        ${warehouseStockSql(sql`p.id`, scope.mainStoreId)}::int as stock,
        coalesce((select json_agg(m.file_name order by (m.collection_name = 'main') desc, m.position, m.id)
          from media m where m.product_id = p.id), '[]'::json) as pictures,
        coalesce((select json_agg(${tagName} order by h.name) from product_hashtags ph
          join hashtags h on h.id = ph.hashtag_id where ph.product_id = p.id), '[]'::json) as tags,
        sp.shopify_product_id, sp.shopify_variant_id
      ${selectionFrom(scope, options.afterId)}
      order by p.id limit ${options.limit}`,
  );
}
