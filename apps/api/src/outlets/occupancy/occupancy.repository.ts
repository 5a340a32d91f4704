import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { shelfOf, storeCapsCte } from '../../rules/shelf.sql';

/** SQL of the occupancy modal (docs/rules.md#occupancy-modal; docs/rules.md#store-occupancy). */

/** Units of a basket on one shelf of the store, by the shelf's key columns. */
export type BasketShelfRow = {
  product_category_id: number;
  size: string | null;
  is_premium: boolean;
  in_basket: number;
};

/**
 * Units of the user's basket of `storeId` per shelf of that store (docs/rules.md#store-occupancy: basket items of the
 * same category, size and premium type), each line on the shelf the capacity relation puts its
 * product (rules/shelf.sql.ts `shelfOf`: own category or parent, same premium flag, same size or a
 * size-less shelf, the most specific wins) — the rule `/auth/me` occupancy counts stock by.
 */
export function findBasketByShelf(
  db: Executor,
  options: { userId: number; storeId: number },
): Promise<BasketShelfRow[]> {
  const shelf = shelfOf({ product: 'p', category: 'c' });
  return queryRows<BasketShelfRow>(
    db,
    sql`with ${storeCapsCte(options.storeId)}
      select sc.product_category_id, sc.size, sc.is_premium, sum(bl.basket_count)::int as in_basket
      from baskets b
        join basket_lines bl on bl.basket_id = b.id
        join products p on p.id = bl.product_id
        join categories c on c.id = p.category_id
        cross join lateral (${shelf}) sh
        join store_caps sc on sc.id = sh.id
      where b.user_id = ${options.userId} and b.store_id = ${options.storeId}
      group by sc.product_category_id, sc.size, sc.is_premium`,
  );
}

/** Names of the given categories in `lang`, by id. */
export async function findCategoryNames(
  db: Executor,
  options: { ids: readonly number[]; lang: 'ru' | 'en' },
): Promise<Map<number, string>> {
  if (options.ids.length === 0) return new Map();
  const name = options.lang === 'en' ? sql`name_en` : sql`name_ru`;
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, ${name} as name from categories
      where id = any(${`{${options.ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
