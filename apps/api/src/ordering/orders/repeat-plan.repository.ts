import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';

/**
 * SQL of the plan of POST /orders/{uuid}/repeat (read only), run inside the transaction holding the
 * basket row's lock, so the basket counts it reads stay true until the basket writer adds the plan.
 */

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
