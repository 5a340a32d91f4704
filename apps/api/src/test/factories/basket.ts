import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { basketLines, baskets, favourites } from '../../db/schema';

/**
 * Test factories for baskets and favourites. Rows are written directly (no HTTP), so tests of
 * other modules (orders, auto orders) can start from a filled basket:
 *
 *   await addBasketLine({ db: t.db, userId: user.id, storeId: outlet.id, productId: p.id, count: 3 });
 *   await addFavourite({ db: t.db, userId: user.id, productId: p.id });
 */

/** The basket row of (user, store), created when missing (as the API does on first use). */
export async function ensureBasket(options: {
  db: Executor;
  userId: number;
  storeId: number;
  lastBasketUuid?: string | null;
}): Promise<typeof baskets.$inferSelect> {
  const { db, userId, storeId } = options;
  await db.insert(baskets).values({ userId, storeId }).onConflictDoNothing();
  if (options.lastBasketUuid !== undefined)
    await db.execute(sql`update baskets set last_basket_uuid = ${options.lastBasketUuid}::uuid
      where user_id = ${userId} and store_id = ${storeId}`);
  const [row] = await queryRows<typeof baskets.$inferSelect>(
    db,
    sql`select id, user_id as "userId", store_id as "storeId", last_basket_uuid as "lastBasketUuid",
      updated_at as "updatedAt" from baskets where user_id = ${userId} and store_id = ${storeId}`,
  );
  return row!;
}

/**
 * Puts `count` units (default 1) of a product into the user's basket of `storeId`, replacing the
 * line's count when it exists. `addedAt` orders lines (newest first in the API); default now.
 */
export async function addBasketLine(options: {
  db: Executor;
  userId: number;
  storeId: number;
  productId: number;
  count?: number;
  fromAutoOrder?: boolean;
  autoOrderReason?: unknown;
  addedAt?: Date;
}): Promise<void> {
  const basket = await ensureBasket(options);
  const values = {
    basketId: basket.id,
    productId: options.productId,
    basketCount: options.count ?? 1,
    fromAutoOrder: options.fromAutoOrder ?? false,
    autoOrderReason: options.autoOrderReason ?? null,
    addedAt: options.addedAt ?? new Date(),
  };
  await options.db
    .insert(basketLines)
    .values(values)
    .onConflictDoUpdate({ target: [basketLines.basketId, basketLines.productId], set: values });
}

/** Marks a product as the user's favourite; `createdAt` orders the list (newest first), default now. */
export async function addFavourite(options: {
  db: Executor;
  userId: number;
  productId: number;
  createdAt?: Date;
}): Promise<void> {
  await options.db
    .insert(favourites)
    .values({
      userId: options.userId,
      productId: options.productId,
      createdAt: options.createdAt ?? new Date(),
    })
    .onConflictDoNothing();
}
