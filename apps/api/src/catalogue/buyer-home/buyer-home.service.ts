import {
  type Currency,
  cleanStoreName,
  dailyRate,
  daysOfCover,
  type HomeCategory,
  type HomeOutlet,
  type HomeProductLine,
  type HomeQuery,
  type HomeResponse,
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
import { AppError } from '../../lib/app-error';
import { findCategorySales, findCategoryStock } from '../../outlets/network-analytics';
import { storesOccupancyRows } from '../../outlets/shelves';
import { buyerHomeMessage } from './buyer-home.messages';
import {
  findCategorySlugs,
  findCounterpartyOutlets,
  findNetworkLacks,
  findOutletProducts,
  findOwnOutlets,
  findReminderDays,
  findRootSlugs,
  type HomeOutletRow,
  type OutletProductRow,
} from './buyer-home.repository';

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

/**
 * The outlets the home shows and whose they are. Own view: the caller's own retail outlets of the
 * request's version (user_stores, the outlet-visibility rule of the store list and switch,
 * docs/rules.md#store). `counterparty`: managers and admins only (else FORBIDDEN 403), that
 * customer's retail outlets of the version (NOT_FOUND 404 for an unknown counterparty).
 */
async function visibleOutlets(
  ctx: RequestContext,
  options: { db: Executor; query: HomeQuery },
): Promise<{ outlets: HomeOutletRow[]; counterparty: { id: number; name: string } | null }> {
  const { db, query } = options;
  const user = ctx.requireUser();
  if (query.counterparty === undefined)
    return {
      outlets: await findOwnOutlets(db, { userId: user.id, version: ctx.version }),
      counterparty: null,
    };
  if (!ctx.isManager) throw new AppError('FORBIDDEN', { message: buyerHomeMessage(ctx.lang, 'staffOnly') });
  const found = await findCounterpartyOutlets(db, {
    counterpartyId: query.counterparty,
    version: ctx.version,
  });
  if (found.name === null)
    throw new AppError('NOT_FOUND', {
      message: buyerHomeMessage(ctx.lang, 'unknownCounterparty', { id: query.counterparty }),
    });
  return { outlets: found.outlets, counterparty: { id: query.counterparty, name: found.name } };
}

/**
 * GET home (docs/home.md): per outlet the caller may see (the current one first, then by id) the
 * report period's sell-through, days of cover per top-level category, what runs out first, what
 * sells elsewhere in the network and the outlet lacks, shelves over and under capacity, and — with
 * reminders on (own view only) — every selling line under the threshold. Every figure is read from
 * the sales rollups and the stock rows; an outlet without sales in its period says so
 * (`has_sales` false, no rate, no cover). 401 anonymous; 403 `counterparty` by a non-manager; 404
 * unknown counterparty.
 */
export async function buyerHome(
  ctx: RequestContext,
  options: { db: Executor; query: HomeQuery },
): Promise<HomeResponse['data']> {
  const { db } = options;
  const { outlets, counterparty } = await visibleOutlets(ctx, options);
  const reminderDays = counterparty ? null : await findReminderDays(db, ctx.requireUser().id);
  const currentId = counterparty ? null : ctx.currentStoreId;
  const ordered = [...outlets].sort(
    (a, b) =>
      Number(Number(b.id) === currentId) - Number(Number(a.id) === currentId) || Number(a.id) - Number(b.id),
  );
  const rootSlugs = await findRootSlugs(db);
  const figures = [];
  // One outlet after another: a franchise's handful of outlets, each a few statements.
  for (const outlet of ordered)
    figures.push(
      await outletFigures(db, {
        outlet,
        ctx,
        mainStoreId: ctx.mainStoreId,
        reminderDays,
        current: Number(outlet.id) === currentId,
        rootSlugs,
      }),
    );
  return { reminder_days: reminderDays, counterparty, outlets: figures };
}
