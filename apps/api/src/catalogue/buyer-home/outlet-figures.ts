import {
  type Currency,
  cleanStoreName,
  dailyRate,
  daysOfCover,
  type HomeCategory,
  type HomeOutlet,
  type HomeProductLine,
  isBelowCover,
  NEARLY_EMPTY_SHARE,
  occupancyName,
  RUNS_OUT_FIRST_LINES,
  runsOutFirst,
  sellThrough,
  shelfFlag,
  storeOccupancy,
} from '@kits/contract';
import { type RequestContext, storeCurrency } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { findCategorySales, findCategoryStock } from '../../outlets/network-analytics';
import { storesOccupancyRows } from '../../outlets/shelves';
import {
  findCategorySlugs,
  findNetworkLacks,
  findOutletProducts,
  type HomeOutletRow,
  type OutletProductRow,
} from './buyer-home.repository';

/**
 * The figures of one outlet of the buyer's home (docs/home.md#figures): product lines with their
 * cover, the categories as the network analytics count them, the network's products the outlet
 * lacks, and its shelves.
 */

/** Lines of "sells elsewhere in the network" and of each shelf list per outlet. */
const NETWORK_LINES = 5;
const SHELF_LINES = 5;
/** At most this many reminder lines per outlet (the most urgent). */
const REMINDER_LINES = 50;

/**
 * A product line of docs/home.md#days-of-cover: the rate over the report period, the cover of stock
 * + supplies, and the units that bring the cover back to the period's length (what the period
 * sold, less what is held), never more than the warehouse has.
 */
export function toProductLine(row: OutletProductRow, days: number): HomeProductLine {
  const sold = Number(row.sold);
  const onHand = Math.max(0, Number(row.stock)) + Math.max(0, Number(row.supplies));
  const warehouse = Math.max(0, Number(row.warehouse_quantity));
  return {
    product_id: Number(row.product_id),
    code: row.code,
    name: row.name,
    sold,
    stock: Number(row.stock),
    supplies: Number(row.supplies),
    daily_rate: dailyRate(sold, days),
    days_of_cover: daysOfCover({ onHand, sold, days }),
    warehouse_quantity: warehouse,
    suggested: Math.min(warehouse, Math.max(0, sold - onHand)),
  };
}

/**
 * The outlet's top-level categories as the network analytics count them for that one outlet
 * (docs/rules.md#network-analytics: `findCategorySales`, `findCategoryStock`, sell-through), with
 * supplies from the product lines for the days of cover. Categories with neither sales nor stock
 * are left out; by units, then stock, then the catalogue's order.
 */
async function outletCategories(
  db: Executor,
  options: {
    outlet: HomeOutletRow;
    lang: 'ru' | 'en';
    products: OutletProductRow[];
    slugs: Map<number, string>;
  },
): Promise<HomeCategory[]> {
  const { outlet, products, slugs } = options;
  const scope = { version: outlet.version, category: null, store: Number(outlet.id) };
  const days = { from: outlet.period_from, to: outlet.today };
  const [sales, stock] = await Promise.all([
    findCategorySales(db, { scope, days }),
    findCategoryStock(db, { scope, lang: options.lang }),
  ]);
  const sold = new Map<number, number>();
  for (const r of sales)
    sold.set(Number(r.category_id), (sold.get(Number(r.category_id)) ?? 0) + Number(r.units));
  const supplies = new Map<number, number>();
  for (const p of products)
    supplies.set(
      Number(p.category_root),
      (supplies.get(Number(p.category_root)) ?? 0) + Math.max(0, Number(p.supplies)),
    );
  const periodDays = Number(outlet.report_period_days);
  return stock
    .map((c) => {
      const id = Number(c.category_id);
      const units = sold.get(id) ?? 0;
      const held = Number(c.stock);
      return {
        category_id: id,
        name: c.name,
        slug: slugs.get(id) ?? '',
        sold: units,
        stock: held,
        sell_through: sellThrough(units, held),
        daily_rate: dailyRate(units, periodDays),
        days_of_cover: daysOfCover({
          onHand: Math.max(0, held) + (supplies.get(id) ?? 0),
          sold: units,
          days: periodDays,
        }),
        position: Number(c.position),
      };
    })
    .filter((c) => c.sold > 0 || c.stock > 0)
    .sort(
      (a, b) =>
        b.sold - a.sold || b.stock - a.stock || a.position - b.position || a.category_id - b.category_id,
    )
    .map(({ position: _, ...c }) => c);
}

/**
 * The outlet's shelves (docs/rules.md#shelf-flags, docs/rules.md#store-occupancy): its flag, the
 * shelves over capacity (most overflow first) and those under NEARLY_EMPTY_SHARE full (emptiest first).
 */
async function outletShelves(
  db: Executor,
  options: { storeId: number; lang: 'ru' | 'en' },
): Promise<HomeOutlet['shelves']> {
  const rows = (await storesOccupancyRows(db, [options.storeId])).get(options.storeId) ?? [];
  const slugs = await findCategorySlugs(db, [...new Set(rows.map((r) => Number(r.product_category_id)))]);
  const shelves = rows.map((r) => {
    const level = storeOccupancy(r);
    return {
      name: occupancyName(r, options.lang),
      category_slug: slugs.get(Number(r.product_category_id)) ?? null,
      capacity: Number(r.capacity),
      filled: level.filled,
      percent: level.percent,
      overflow: level.overflow,
    };
  });
  const under = shelves
    .filter((s) => s.capacity > 0 && s.filled < NEARLY_EMPTY_SHARE * s.capacity)
    .sort((a, b) => (a.percent ?? 0) - (b.percent ?? 0) || a.name.localeCompare(b.name));
  return {
    flag: shelfFlag(shelves),
    capacity: shelves.reduce((sum, s) => sum + Math.max(0, s.capacity), 0),
    filled: shelves.reduce((sum, s) => sum + s.filled, 0),
    over: shelves
      .filter((s) => s.overflow > 0)
      .sort((a, b) => b.overflow - a.overflow || a.name.localeCompare(b.name))
      .slice(0, SHELF_LINES),
    under: under.slice(0, SHELF_LINES),
  };
}

/** Every figure of one outlet of the home (docs/home.md#figures). */
export async function outletFigures(
  db: Executor,
  options: {
    outlet: HomeOutletRow;
    ctx: RequestContext;
    mainStoreId: number;
    reminderDays: number | null;
    current: boolean;
    rootSlugs: Map<number, string>;
  },
): Promise<HomeOutlet> {
  const { outlet, ctx, reminderDays } = options;
  const storeId = Number(outlet.id);
  const days = Number(outlet.report_period_days);
  const products = await findOutletProducts(db, {
    storeId,
    mainStoreId: options.mainStoreId,
    from: outlet.period_from,
    to: outlet.today,
    lang: ctx.lang,
  });
  const [categories, lacks, shelves] = await Promise.all([
    outletCategories(db, { outlet, lang: ctx.lang, products, slugs: options.rootSlugs }),
    findNetworkLacks(db, { storeId, lang: ctx.lang, limit: NETWORK_LINES }),
    outletShelves(db, { storeId, lang: ctx.lang }),
  ]);
  const lines = products.map((p) => toProductLine(p, days));
  const sold = categories.reduce((sum, c) => sum + c.sold, 0);
  const stock = categories.reduce((sum, c) => sum + c.stock, 0);
  return {
    store_id: storeId,
    name: cleanStoreName(outlet.name),
    city: outlet.city,
    current: options.current,
    currency: storeCurrency(outlet.currency, outlet.version) as Currency,
    period: { days, from: outlet.period_from, to: outlet.today },
    has_sales: sold > 0,
    sold,
    stock,
    sell_through: sold > 0 ? sellThrough(sold, stock) : null,
    categories,
    runs_out: runsOutFirst(lines, RUNS_OUT_FIRST_LINES),
    reminders:
      reminderDays === null
        ? []
        : runsOutFirst(
            lines.filter((l) => isBelowCover(l.days_of_cover, reminderDays)),
            REMINDER_LINES,
          ),
    network_lacks: lacks.map((l) => ({
      ...l,
      product_id: Number(l.product_id),
      network_units: Number(l.network_units),
    })),
    shelves,
  };
}
