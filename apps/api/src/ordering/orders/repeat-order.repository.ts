import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';

/** SQL of POST /orders/{uuid}/repeat, run inside the transaction holding the basket row's lock. */

/** An old order line next to today's state: product known?, warehouse stock, units in the basket. */
export type RepeatLine = {
  id: number;
  code: string;
  name: string;
  wanted: number;
  known: boolean;
  stock: number;
  in_basket: number;
};

/** The lines of order `orderId` with today's warehouse stock (`stockStoreId`) and basket counts. */
export function findRepeatLines(
  tx: Executor,
  options: { orderId: number; basketId: number; stockStoreId: number },
): Promise<RepeatLine[]> {
  const { orderId, basketId, stockStoreId } = options;
  return queryRows<RepeatLine>(
    tx,
    sql`select ol.product_id as id, ol.code, ol.name, ol.quantity as wanted,
        (p.id is not null) as known, coalesce(s.quantity, 0) as stock,
        coalesce(bl.basket_count, 0) as in_basket
      from order_lines ol
        left join products p on p.id = ol.product_id
        left join ${warehouseStockJoin('s', sql`ol.product_id`, stockStoreId)}
        left join basket_lines bl on bl.basket_id = ${basketId} and bl.product_id = ol.product_id
      where ol.order_id = ${orderId}
      order by ol.id`,
  );
}

/** Adds `count` units per product to the basket's lines (a new line starts at `count`). */
export async function addBasketUnits(
  tx: Executor,
  options: { basketId: number; units: { id: number; count: number }[] },
): Promise<void> {
  const values = options.units.map((u) => sql`(${options.basketId}::int, ${u.id}::int, ${u.count}::int)`);
  await tx.execute(sql`insert into basket_lines as bl (basket_id, product_id, basket_count)
    values ${sql.join(values, sql`, `)}
    on conflict (basket_id, product_id) do update set basket_count = bl.basket_count + excluded.basket_count`);
}
