import { sql } from 'drizzle-orm';
import type { ViewScope } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import { buyerPriceJoin, priceWithDiscountSql } from '../../rules/price.sql';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';

/** A presented basket line as SQL answers it (before the mapper). */
export type PresentedLineRow = {
  id: number;
  basket_count: number;
  /** Warehouse stock: the stock row of the version's main store (0 without one). */
  quantity: number;
  /** numeric(12,2) as text; null without a price row in the currency. */
  price_wholesale: string | null;
  price_with_discount: string | null;
  category_id: number;
  category_slug: string;
  code: string;
  name: string;
  /** The main image's (else the first image's) thumbnail file name, or null. */
  thumb_file_name: string | null;
  from_auto_order: boolean;
  auto_order_reason: unknown;
  store_currency: string;
  pack_multiple: number;
};

/**
 * The asker's basket (store `basketStoreId`) with the product fields the basket screen shows
 * (docs/rules.md#basket-line), newest line first, in one statement. Prices in the current
 * store's currency (the version's default without one) — the buyer's prices of their price type
 * (docs/rules.md#buyer-price) — discounted by the asker's percent and
 * rounded to 2 decimals, as the catalogue computes them.
 */
export function findPresentedLines(db: Executor, scope: ViewScope): Promise<PresentedLineRow[]> {
  const name = scope.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<PresentedLineRow>(
    db,
    sql`with ctx as materialized (
        select coalesce((select currency from stores where id = ${scope.currentStoreId}::int),
          ${scope.defaultCurrency}::text) as currency
      )
      select bl.product_id as id, bl.basket_count,
        coalesce(ws.quantity, 0) as quantity,
        pr.wholesale::text as price_wholesale,
        ${priceWithDiscountSql(sql`pr.wholesale`, scope.discount)}::text as price_with_discount,
        p.category_id, c.slug as category_slug, p.code, ${name} as name,
        (select m.thumb_file_name from media m where m.product_id = p.id
          order by m.collection_name <> 'main', m.position, m.id limit 1) as thumb_file_name,
        bl.from_auto_order, bl.auto_order_reason, ctx.currency as store_currency,
        p.pack_multiple
      from baskets b
        join basket_lines bl on bl.basket_id = b.id
        join products p on p.id = bl.product_id
        join categories c on c.id = p.category_id
        cross join ctx
        left join ${warehouseStockJoin('ws', sql`p.id`, scope.mainStoreId)}
        left join ${buyerPriceJoin('pr', { product: sql`p.id`, currency: sql`ctx.currency`, priceTypeId: scope.priceTypeId })}
      where b.user_id = ${scope.userId} and b.store_id = ${scope.basketStoreId}
      order by bl.added_at desc, bl.product_id`,
  );
}
