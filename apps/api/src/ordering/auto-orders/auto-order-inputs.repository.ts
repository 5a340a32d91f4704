import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { buyerPriceJoin, priceWithDiscountSql } from '../../rules/price.sql';
import { shelfOf, storeCapsCte } from '../../rules/shelf.sql';
import { isWarehouseRow, warehouseStockJoin } from '../../rules/warehouse-stock.sql';

/**
 * The products an outlet's auto order may touch (docs/auto-order.md "Inputs"), in ONE set-based
 * statement whatever the catalogue's size. See `findInputRows`.
 */

/**
 * A product with everything `proposeAutoOrder` needs. `shelf_*` is the key of the outlet's shelf
 * it stands on (the capacity relation: own category or parent, same premium flag, same size or a
 * size-less shelf, the most specific wins); null when it has none.
 */
export type InputRow = {
  product_id: number;
  code: string;
  category_id: number;
  size: string | null;
  is_premium: boolean;
  shelf_category_id: number | null;
  shelf_size: string | null;
  shelf_premium: boolean | null;
  /** Wholesale price in the outlet's currency with the discount, numeric text; null without a price row. */
  price: string | null;
  warehouse: number;
  shelf_quantity: number;
  supplies: number;
  sold: number;
  in_basket: number;
};

/**
 * Join condition of a products row (`alias`) to its group `gr` (category, size, premium) of the
 * `groups` CTE. Hashable on the category, premium flag and size text; the last term tells a
 * size-less product from one whose size is ''.
 */
const inGroup = (alias: string) =>
  sql.raw(`gr.category_id = ${alias}.category_id and gr.is_premium = ${alias}.is_premium
    and coalesce(gr.size, '') = coalesce(${alias}.size, '') and (gr.size is null) = (${alias}.size is null)`);

/**
 * The products that matter for the auto order of `outletId`, in ONE statement:
 * - every product sold there over (current_date − days, current_date] (sales_store_product_day),
 * - every product in the basket `basketId` (their units count as already on their way),
 * - with `fill`, the fill step's candidates: products the outlet neither holds, awaits, sold nor
 *   has in the basket, standing on one of its shelves, with a price above 0 and warehouse stock.
 *   They come with zeros for the outlet's stock, supplies, sales and basket units; which shelves
 *   still have room is `proposeAutoOrder`'s business (it knows what the sellers took).
 * Products held but never sold, or sold nowhere and on no shelf, are never ordered and are left
 * out; the shelves' use comes from `storeOccupancyRows`, not from these rows. Warehouse stock is
 * the stock row of `mainStoreId`; the price is `round(wholesale × (1 − discount/100), 2)` of the
 * buyer's wholesale price of price type `priceTypeId` (docs/rules.md#buyer-price).
 * The candidates are read with hash joins over the catalogue (thousands of rows, no probes per
 * product); their group is joined last, once the stocked and priced products are known.
 */
export function findInputRows(
  db: Executor,
  options: {
    outletId: number;
    mainStoreId: number;
    basketId: number | null;
    currency: string;
    discount: number;
    /** The buyer's price type (docs/rules.md#buyer-price), null for list prices. */
    priceTypeId: number | null;
    days: number;
    fill: boolean;
  },
): Promise<InputRow[]> {
  const { outletId, mainStoreId, basketId, currency, discount, priceTypeId, days, fill } = options;
  const shelf = shelfOf({ product: 'g', category: 'c' });
  const price = priceWithDiscountSql(sql`pr.wholesale`, discount);
  const candidates = sql`
      union all
      select f.id, f.code, f.category_id, f.size, f.is_premium,
        gr.shelf_category_id, gr.shelf_size, gr.shelf_premium,
        f.price::text, f.warehouse, 0, 0, 0, 0
      from fill f join groups gr on ${inGroup('f')}`;
  return queryRows<InputRow>(
    db,
    sql`with ${storeCapsCte(outletId)},
      sold as materialized (
        select product_id, sum(units)::int as sold from sales_daily
        where store_id = ${outletId}::int and sold_on > current_date - ${days}::int and sold_on <= current_date
        group by product_id
      ),
      held as materialized (
        select product_id, quantity, supplies from stock where store_id = ${outletId}::int
      ),
      basket as materialized (
        select product_id, basket_count from basket_lines where basket_id = ${basketId}::int
      ),
      groups as materialized (
        select g.category_id, g.size, g.is_premium, sc.product_category_id as shelf_category_id,
          sc.size as shelf_size, sc.is_premium as shelf_premium
        from (select distinct category_id, size, is_premium from products) g
          join categories c on c.id = g.category_id
          cross join lateral (${shelf}) sh
          join store_caps sc on sc.id = sh.id
      )${
        fill
          ? sql`,
      fill as materialized (
        select p.id, p.code, p.category_id, p.size, p.is_premium, ${price} as price, w.quantity as warehouse
        from stock w
          join products p on p.id = w.product_id
          join ${buyerPriceJoin('pr', { product: sql`w.product_id`, currency, priceTypeId })}
        where ${isWarehouseRow('w', mainStoreId)} and w.quantity > 0 and ${price} > 0
          and not exists (select 1 from held h where h.product_id = w.product_id and h.quantity + h.supplies > 0)
          and not exists (select 1 from sold s where s.product_id = w.product_id)
          and not exists (select 1 from basket b where b.product_id = w.product_id)
      )`
          : sql``
      }
      select p.id as product_id, p.code, p.category_id, p.size, p.is_premium,
        gr.shelf_category_id, gr.shelf_size, gr.shelf_premium,
        ${price}::text as price,
        coalesce(w.quantity, 0)::int as warehouse,
        coalesce(h.quantity, 0)::int as shelf_quantity, coalesce(h.supplies, 0)::int as supplies,
        coalesce(s.sold, 0)::int as sold, coalesce(b.basket_count, 0)::int as in_basket
      from (select product_id from sold union select product_id from basket) ids
        join products p on p.id = ids.product_id
        left join groups gr on ${inGroup('p')}
        left join ${buyerPriceJoin('pr', { product: sql`p.id`, currency, priceTypeId })}
        left join ${warehouseStockJoin('w', sql`p.id`, mainStoreId)}
        left join held h on h.product_id = p.id
        left join sold s on s.product_id = p.id
        left join basket b on b.product_id = p.id${fill ? candidates : sql``}`,
  );
}
