import {
  type AnalyticsCategoriesResponse,
  type AnalyticsOutletResponse,
  type AnalyticsOutletsResponse,
  type AnalyticsProductsResponse,
  type AnalyticsShelfRow,
  type AnalyticsShelvesResponse,
  type AnalyticsSummaryResponse,
  type Currency,
  changePercent,
  DEFAULT_REPORT_DAYS,
  NEARLY_EMPTY_SHARE,
  type NetworkAnalyticsQuery,
  OUTLET_PRODUCTS,
  type PeriodOut,
  periodRange,
  previousRange,
  sellThrough,
  shelfFlag,
  splitByMonths,
  storeOccupancy,
  TOP_PRODUCTS,
  trendBucket,
  versionToday,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { moyskladProductHref } from '../../lib/moysklad-links';
import { storesOccupancyRows } from '../shelves';
import { addCents, type CentsByCurrency, revenueOut, totalsAndTrend } from './network-analytics.mappers';
import { networkAnalyticsMessage } from './network-analytics.messages';
import {
  findCategoryRoots,
  findCategorySales,
  findCategorySalesNetwork,
  findCategoryStock,
  findDailyTotals,
  findOutlet,
  findOutletProducts,
  findOutletSales,
  findProductNames,
  findScopeOutlets,
  findTopProductsNetwork,
  type Scope,
} from './network-analytics.repository';

type Options = { db: Executor; query: NetworkAnalyticsQuery };

/**
 * The period of a query (docs/rules.md#sales-period) in the version's "today": its days, the days
 * it is compared with, and its trend bucket. `reportDays` is the report period when `days` is not
 * given. A period the contract refuses (one starting after today) → 422 on `anchor`/`from`.
 */
export function resolvePeriod(
  ctx: RequestContext,
  query: NetworkAnalyticsQuery,
  version: 'ru' | 'en',
  reportDays = DEFAULT_REPORT_DAYS,
): PeriodOut {
  const today = versionToday(version);
  const input = { ...query, days: query.days ?? reportDays };
  try {
    const range = periodRange(input, today);
    return { ...range, previous: previousRange(input, range), bucket: trendBucket(range), today };
  } catch {
    const field = query.period === 'custom' ? 'from' : 'anchor';
    const text = networkAnalyticsMessage(ctx.lang, 'badPeriod');
    throw new AppError('UNPROCESSABLE', { message: text, errors: { [field]: [text] } });
  }
}

const scopeOf = (ctx: RequestContext, query: NetworkAnalyticsQuery): Scope => ({
  version: query.version ?? ctx.version,
  category: query.category ?? null,
  store: query.store ?? null,
});

/**
 * GET services/analytics (docs/rules.md#network-analytics): the period, the scope's units and revenue
 * per currency with the previous period's and the change, and the trend (a point per day up to 62
 * days, else per week; empty buckets zero). One statement on sales_store_daily (sales_category_daily
 * with a category).
 */
export async function analyticsSummary(
  ctx: RequestContext,
  { db, query }: Options,
): Promise<AnalyticsSummaryResponse['data']> {
  const scope = scopeOf(ctx, query);
  const period = resolvePeriod(ctx, query, scope.version);
  const rows = await findDailyTotals(db, { scope, days: { from: period.previous.from, to: period.to } });
  return { period, ...totalsAndTrend(rows, period) };
}

/**
 * GET services/analytics/outlets (docs/rules.md#network-analytics): every outlet of the scope, those
 * without sales too, with units, revenue in its currency, previous units and the change; by units
 * (desc), ties by name.
 */
export async function analyticsOutlets(
  ctx: RequestContext,
  { db, query }: Options,
): Promise<AnalyticsOutletsResponse['data']> {
  const scope = scopeOf(ctx, query);
  const period = resolvePeriod(ctx, query, scope.version);
  const rows = await findOutletSales(db, { scope, days: period, previous: period.previous });
  const outlets = rows
    .map((r) => ({
      store_id: Number(r.store_id),
      name: r.name,
      city: r.city,
      currency: r.currency as Currency,
      units: Number(r.units),
      revenue: r.revenue,
      previous_units: Number(r.previous_units),
      change: changePercent(Number(r.units), Number(r.previous_units)),
    }))
    .sort((a, b) => b.units - a.units || a.name.localeCompare(b.name) || a.store_id - b.store_id);
  return { period, outlets };
}

/** Products' codes and names merged into per-product rows of units and revenue per currency, by units. */
async function productRows(
  db: Executor,
  lang: 'ru' | 'en',
  rows: readonly { product_id: number; currency: string; units: number; revenue: string }[],
) {
  const byProduct = new Map<number, { units: number; cents: CentsByCurrency }>();
  for (const r of rows) {
    const id = Number(r.product_id);
    const entry = byProduct.get(id) ?? { units: 0, cents: new Map() };
    entry.units += Number(r.units);
    addCents(entry.cents, r.currency, r.revenue);
    byProduct.set(id, entry);
  }
  const names = new Map(
    (await findProductNames(db, { ids: [...byProduct.keys()], lang })).map((p) => [Number(p.id), p]),
  );
  return [...byProduct]
    .map(([id, p]) => ({
      product_id: id,
      code: names.get(id)?.code ?? '',
      name: names.get(id)?.name ?? '',
      archived: names.get(id)?.archived ?? false,
      units: p.units,
      revenue: revenueOut(p.cents),
    }))
    .sort((a, b) => b.units - a.units || a.product_id - b.product_id);
}

/**
 * GET services/analytics/products (docs/rules.md#network-analytics): the TOP_PRODUCTS best-selling
 * products by units with revenue per currency. Network-wide it reads sales_product_monthly for the
 * months the period covers whole (and the running month when it ends today: no sales lie ahead)
 * and sales_daily for its other days (contract splitByMonths), so a year costs twelve monthly rows
 * per product; for one outlet, that outlet's sales_daily rows.
 */
export async function analyticsProducts(
  ctx: RequestContext,
  { db, query }: Options,
): Promise<AnalyticsProductsResponse['data']> {
  const scope = scopeOf(ctx, query);
  const period = resolvePeriod(ctx, query, scope.version);
  let rows: { product_id: number; currency: string; units: number; revenue: string }[];
  if (scope.store === null) {
    const { months, edges } = splitByMonths(period, versionToday(scope.version));
    rows = await findTopProductsNetwork(db, { scope, months, edges, limit: TOP_PRODUCTS });
  } else {
    const [outlet, sold] = await Promise.all([
      findOutlet(db, scope.store),
      findOutletProducts(db, {
        storeId: scope.store,
        category: scope.category,
        days: period,
        limit: TOP_PRODUCTS,
      }),
    ]);
    rows =
      outlet && outlet.version === scope.version
        ? sold.map((r) => ({ ...r, currency: outlet.currency }))
        : [];
  }
  return { period, products: await productRows(db, ctx.lang, rows) };
}

/**
 * GET services/analytics/categories (docs/rules.md#network-analytics, docs/rules.md#sell-through): per
 * top-level category, units and revenue per currency over the period (network-wide: monthly product
 * rollup for whole months and the running month, sales_category_daily for the other days; one
 * outlet: its sales_category_daily rows), stock
 * now in the scope's outlets, and sell-through = sold ÷ (sold + stock). Categories with neither
 * sales nor stock are left out; by units (desc), then stock, then the catalogue's order.
 */
export async function analyticsCategories(
  ctx: RequestContext,
  { db, query }: Options,
): Promise<AnalyticsCategoriesResponse['data']> {
  const scope = scopeOf(ctx, query);
  const period = resolvePeriod(ctx, query, scope.version);
  const split = splitByMonths(period, versionToday(scope.version));
  const [sales, stock] = await Promise.all([
    scope.store === null
      ? findCategorySalesNetwork(db, { scope, ...split })
      : findCategorySales(db, { scope, days: period }),
    findCategoryStock(db, { scope, lang: ctx.lang }),
  ]);
  const sold = new Map<number, { units: number; cents: CentsByCurrency }>();
  for (const r of sales) {
    const id = Number(r.category_id);
    const entry = sold.get(id) ?? { units: 0, cents: new Map() };
    entry.units += Number(r.units);
    addCents(entry.cents, r.currency, r.revenue);
    sold.set(id, entry);
  }
  const categories = stock
    .map((c) => {
      const s = sold.get(Number(c.category_id));
      const units = s?.units ?? 0;
      return {
        category_id: Number(c.category_id),
        name: c.name,
        units,
        revenue: revenueOut(s?.cents ?? new Map()),
        stock: Number(c.stock),
        sell_through: sellThrough(units, Number(c.stock)),
        position: Number(c.position),
      };
    })
    .filter((c) => c.units > 0 || c.stock > 0)
    .sort(
      (a, b) =>
        b.units - a.units || b.stock - a.stock || a.position - b.position || a.category_id - b.category_id,
    )
    .map(({ position: _, ...c }) => c);
  return { period, categories };
}

/**
 * GET services/analytics/shelves (docs/rules.md#shelf-flags): the scope's outlets whose shelves are
 * over capacity (some shelf overflows) or nearly empty (stock + incoming below NEARLY_EMPTY_SHARE
 * of capacity). The shelves and the units on them are the shelves module's occupancy
 * (`storesOccupancyRows`, from `shelf_stock`: docs/rules.md#shelf-stock, the rule of
 * docs/rules.md#occupancy) and each shelf's level is the contract's `storeOccupancy`. With a
 * category, only the shelves of that top-level category count. Over capacity first (most
 * overflow), then nearly empty (emptiest). The period does not apply: shelves are now.
 */
export async function analyticsShelves(
  ctx: RequestContext,
  { db, query }: Options,
): Promise<AnalyticsShelvesResponse['data']> {
  const scope = scopeOf(ctx, query);
  const [outlets, roots] = await Promise.all([
    findScopeOutlets(db, scope),
    scope.category === null ? Promise.resolve(null) : findCategoryRoots(db),
  ]);
  const shelvesOf = await storesOccupancyRows(
    db,
    outlets.map((o) => Number(o.id)),
  );
  const rows: AnalyticsShelfRow[] = [];
  for (const outlet of outlets) {
    const shelves = (shelvesOf.get(Number(outlet.id)) ?? [])
      .filter((s) => roots === null || roots.get(Number(s.product_category_id)) === scope.category)
      .map((s) => ({ ...storeOccupancy(s), capacity: Number(s.capacity) }));
    const flag = shelfFlag(shelves);
    if (flag === null) continue;
    const capacity = shelves.reduce((sum, s) => sum + s.capacity, 0);
    const filled = shelves.reduce((sum, s) => sum + s.filled, 0);
    rows.push({
      store_id: Number(outlet.id),
      name: outlet.name,
      flag,
      percent: Math.round((filled * 100) / capacity),
      capacity,
      filled,
      overflow: shelves.reduce((sum, s) => sum + s.overflow, 0),
      shelves_over: shelves.filter((s) => s.overflow > 0).length,
    });
  }
  rows.sort((a, b) =>
    a.flag !== b.flag
      ? a.flag === 'over'
        ? -1
        : 1
      : a.flag === 'over'
        ? b.overflow - a.overflow || a.name.localeCompare(b.name)
        : a.percent - b.percent || a.name.localeCompare(b.name),
  );
  return { nearly_empty_share: NEARLY_EMPTY_SHARE, outlets: rows };
}

/**
 * GET services/analytics/outlets/{storeId} (docs/rules.md#network-analytics): the outlet (name, city,
 * currency, report period, counterparty), its totals and trend, and its OUTLET_PRODUCTS best-selling
 * products with revenue, stock now, sell-through and the stock-system link. The report period is the
 * outlet's own unless `days` is given. 404 when the id is no retail outlet.
 */
export async function analyticsOutlet(
  ctx: RequestContext,
  options: Options & { storeId: number },
): Promise<AnalyticsOutletResponse['data']> {
  const { db, query, storeId } = options;
  const outlet = await findOutlet(db, storeId);
  if (!outlet) throw new AppError('NOT_FOUND', { message: message(ctx.lang, 'notFound') });
  const scope: Scope = { version: outlet.version, category: query.category ?? null, store: storeId };
  const period = resolvePeriod(ctx, query, outlet.version, Number(outlet.report_period_days));
  const [daily, sold] = await Promise.all([
    findDailyTotals(db, { scope, days: { from: period.previous.from, to: period.to } }),
    findOutletProducts(db, { storeId, category: scope.category, days: period, limit: OUTLET_PRODUCTS }),
  ]);
  const names = new Map(
    (await findProductNames(db, { ids: sold.map((p) => Number(p.product_id)), lang: ctx.lang })).map((p) => [
      Number(p.id),
      p,
    ]),
  );
  return {
    outlet: {
      id: Number(outlet.id),
      name: outlet.name,
      city: outlet.city,
      currency: outlet.currency as Currency,
      report_period_days: Number(outlet.report_period_days),
      counterparty_name: outlet.counterparty_name,
      version: outlet.version,
    },
    period,
    ...totalsAndTrend(daily, period),
    products: sold.map((p) => {
      const name = names.get(Number(p.product_id));
      return {
        product_id: Number(p.product_id),
        code: name?.code ?? '',
        name: name?.name ?? '',
        archived: name?.archived ?? false,
        units: Number(p.units),
        revenue: Number(p.revenue).toFixed(2),
        stock: Number(p.stock),
        sell_through: sellThrough(Number(p.units), Number(p.stock)),
        moysklad_href: moyskladProductHref({
          code: name?.code ?? '',
          source_href: name?.source_href ?? null,
        }),
      };
    }),
  };
}
