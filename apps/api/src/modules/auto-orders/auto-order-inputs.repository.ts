import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { shelfOf, storeCapsCte } from '../catalog/capacity.sql';

/**
 * The products an outlet's auto order may touch (docs/auto-order.md "Inputs"), in ONE set-based
 * statement whatever the catalogue's size. See `findInputRows`.
 */

/**
 * How the fill step's candidates are read: `none` (recommended sum: no fill step), `pruned` (per
 * shelf only as many as the shelf has free places, in code order) or `all`.
 */
export type FillMode = 'none' | 'pruned' | 'all';

/**
 * A product with everything `proposeAutoOrder` needs. `shelf_*` is the key of the outlet's shelf
 * it stands on (the capacity relation: own category or parent, same premium flag, same size or a
 * size-less shelf, the most specific wins); null when it has none. `rest_min_price` (fill
 * candidates read `pruned` only): the lowest price among the candidates of the same shelf that
 * were left out, null when none was.
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
  rest_min_price: string | null;
};

/** A product's group (category, size, premium) as one text, the join key of `groups`. */
const groupKey = (alias: string) =>
  sql.raw(
    `((${alias}.category_id || ':' || coalesce(${alias}.size, '') || ':' || (${alias}.size is null) || ':' || ${alias}.is_premium) collate "C")`,
  );

/**
 * Join of a products row `p` to `groups` `gr` on one text key: hashable (`is not distinct from` is
 * not), and estimated as a many-row join, so the planner hashes the catalogue instead of looping.
 */
const productGroup = sql`gr.group_key = ${groupKey('p')}`;

/**
 * CTE `fill`: the fill step's candidates — products the outlet neither holds, awaits, sold nor has
 * in the basket, standing on one of its shelves, with a price above 0 and warehouse stock — ranked
 * per shelf key in code order (`code collate "C"` = code-point order, then id, as
 * `proposeAutoOrder` sorts them), with the key's free places `room` = Σ capacity − units held,
 * coming and in the basket, and `rest_min_price` = the lowest price ranked past `room`. Shelves
 * without a free place have no candidates. Set-based: hash joins over the catalogue, no probes.
 */
function fillCte(price: SQL, options: { currency: string; mainStoreId: number }): SQL {
  return sql`keys as (
      select shelf_key, sum(capacity) as capacity from (
        select (product_category_id || ':' || coalesce(size, 'null') || ':' || is_premium) collate "C" as shelf_key,
          capacity
        from store_caps) c
      group by shelf_key
    ),
    used as (
      select gr.shelf_key, sum(u.units) as units
      from (select product_id, quantity + supplies as units from held
            union all select product_id, basket_count from basket) u
        join products p on p.id = u.product_id
        join groups gr on ${productGroup}
      group by gr.shelf_key
    ),
    room as materialized (
      select k.shelf_key, greatest(0, k.capacity - coalesce(u.units, 0)) as room
      from keys k left join used u on u.shelf_key = k.shelf_key
    ),
    ranked as (
      select p.id, gr.shelf_key, ${price} as price,
        row_number() over (partition by gr.shelf_key order by p.code collate "C", p.id) as rank
      from products p
        join groups gr on ${productGroup}
        join product_prices pr on pr.product_id = p.id and pr.currency = ${options.currency}
        join stock w on w.store_id = ${options.mainStoreId}::int and w.product_id = p.id
      where w.quantity > 0 and ${price} > 0
        and p.id not in (select product_id from held where quantity + supplies > 0)
        and p.id not in (select product_id from sold)
        and p.id not in (select product_id from basket)
    ),
    fill as (
      select f.id, f.rank, r.room,
        min(f.price) filter (where f.rank > r.room) over (partition by f.shelf_key) as rest_min_price
      from ranked f join room r on r.shelf_key = f.shelf_key
      where r.room > 0
    )`;
}

/**
 * The products that matter for the auto order of `outletId`, in ONE statement:
 * - every product sold there over (current_date − days, current_date] (sales_store_product_day),
 * - every product in the basket `basketId` (their units count as already on their way),
 * - the fill step's candidates (`fill`): `all`, or `pruned` to the first `room` of each shelf.
 * Products held but never sold, or sold nowhere and without a free shelf, are never ordered and are
 * left out; the shelves' use comes from `storeOccupancyRows`, not from these rows. Warehouse stock
 * is the stock row of `mainStoreId`; the price is `round(wholesale × (1 − discount/100), 2)`.
 */
export function findInputRows(
  db: Executor,
  options: {
    outletId: number;
    mainStoreId: number;
    basketId: number | null;
    currency: string;
    discount: number;
    days: number;
    fill: FillMode;
  },
): Promise<InputRow[]> {
  const { outletId, mainStoreId, basketId, currency, discount, days, fill } = options;
  const shelf = shelfOf({
    categoryId: sql`g.category_id`,
    parentId: sql`c.parent_id`,
    size: sql`g.size`,
    isPremium: sql`g.is_premium`,
  });
  const price = sql`round(pr.wholesale * (1 - ${discount}::numeric / 100), 2)`;
  const fillIds =
    fill === 'none'
      ? sql``
      : sql`union select id from fill ${fill === 'pruned' ? sql`where rank <= room` : sql``}`;
  return queryRows<InputRow>(
    db,
    sql`with ${storeCapsCte(outletId)},
      sold as materialized (
        select product_id, sum(quantity)::int as sold from sales
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
        select ${groupKey('g')} as group_key, sc.product_category_id as shelf_category_id,
          sc.size as shelf_size, sc.is_premium as shelf_premium,
          (sc.product_category_id || ':' || coalesce(sc.size, 'null') || ':' || sc.is_premium) collate "C" as shelf_key
        from (select distinct category_id, size, is_premium from products) g
          join categories c on c.id = g.category_id
          cross join lateral (${shelf}) sh
          join store_caps sc on sc.id = sh.id
      )${fill === 'none' ? sql`` : sql`, ${fillCte(price, { currency, mainStoreId })}`}
      select p.id as product_id, p.code, p.category_id, p.size, p.is_premium,
        gr.shelf_category_id, gr.shelf_size, gr.shelf_premium,
        ${price}::text as price,
        coalesce(w.quantity, 0)::int as warehouse,
        coalesce(h.quantity, 0)::int as shelf_quantity, coalesce(h.supplies, 0)::int as supplies,
        coalesce(s.sold, 0)::int as sold, coalesce(b.basket_count, 0)::int as in_basket,
        ${fill === 'pruned' ? sql`f.rest_min_price::text` : sql`null::text`} as rest_min_price
      from (select product_id from sold union select product_id from basket ${fillIds}) ids
        join products p on p.id = ids.product_id
        left join groups gr on ${productGroup}
        left join product_prices pr on pr.product_id = p.id and pr.currency = ${currency}
        left join stock w on w.store_id = ${mainStoreId}::int and w.product_id = p.id
        left join held h on h.product_id = p.id
        left join sold s on s.product_id = p.id
        left join basket b on b.product_id = p.id
        ${fill === 'pruned' ? sql`left join fill f on f.id = p.id` : sql``}`,
  );
}
