import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the favourites (docs/rules.md#favourite): rows of (user_id, product_id, created_at), only ever by user. */

/** One page of the user's favourite product ids, most recently added first (ties: higher id first). */
export async function findFavouriteIds(
  db: Executor,
  options: { userId: number; limit: number; offset: number },
): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from favourites where user_id = ${options.userId}
      order by created_at desc, product_id desc
      limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) => row.product_id);
}

/** How many favourites the user has. */
export async function countFavourites(db: Executor, userId: number): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from favourites where user_id = ${userId}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Adds the product to the user's favourites in one statement; a product already there keeps its
 * row (and place). Answers false when the product does not exist (nothing is written).
 */
export async function insertFavourite(db: Executor, options: { userId: number; productId: number }) {
  const rows = await queryRows<{ known: boolean }>(
    db,
    sql`with product as (select id from products where id = ${options.productId}),
      added as (
        insert into favourites (user_id, product_id) select ${options.userId}, id from product
        on conflict (user_id, product_id) do nothing
      )
      select exists (select 1 from product) as known`,
  );
  return rows[0]?.known === true;
}

/** Removes the product from the user's favourites (nothing when it is not there). */
export async function deleteFavourite(db: Executor, options: { userId: number; productId: number }) {
  await db.execute(
    sql`delete from favourites where user_id = ${options.userId} and product_id = ${options.productId}`,
  );
}
