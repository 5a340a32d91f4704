import {
  type AnalyticPeriod,
  isFranchise,
  type ProductAnalyticResponse,
  REPORT_PERIOD_DEFAULT_DAYS,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { moyskladProductHref } from '../../lib/moysklad-links';
import { periodDates, periodSales, toAnalyticRow } from './analytics.mappers';
import { analyticsMessage } from './analytics.messages';
import {
  countRetailOutlets,
  findAnalyticContext,
  findProductPosition,
  findProductSales,
  findStoreTotals,
  type ProductSalesRow,
} from './analytics.repository';

/** The year period of the analytic, in days (docs/rules.md#product-analytic: "the reporting period and a year"). */
export const YEAR_DAYS = 365;

/** One period of the analytic from the scope's sales rows and the stores' totals. */
function buildPeriod(options: {
  period: 'period' | 'year';
  days: number;
  today: string;
  href: string | null;
  storesCount: number;
  rows: ProductSalesRow[];
  totals: Map<number, { period: number; year: number }>;
  current: { id: number; name: string } | null;
}): AnalyticPeriod {
  const { period, days, rows, totals, current } = options;
  const total = (storeId: number) => totals.get(storeId)?.[period] ?? 0;
  const all = rows
    .map((row) => periodSales(row, period))
    .filter((s) => s.sales > 0)
    .sort((a, b) => b.sales - a.sales || a.store_id - b.store_id)
    .map((s) => toAnalyticRow(s, days, total(s.store_id)));
  let currentShop = null;
  if (current) {
    const own = rows.find((r) => r.store_id === current.id);
    const sales = own
      ? periodSales(own, period)
      : { store_id: current.id, store_name: current.name, sales: 0, days: 0 };
    currentShop = toAnalyticRow(sales, days, total(current.id));
  }
  return {
    dates: periodDates(options.today, days),
    days,
    moysklad_href: options.href,
    all_shops: { stores_count: options.storesCount, rows: all },
    current_shop: currentShop,
  };
}

/**
 * GET product/analytic/{productId} (docs/rules.md#product-analytic, docs/rules.md#spec-4, docs/rules.md#spec-6): the product's place in the
 * current store (users.current_store_id, else the version's main store) by units sold over its
 * report period, and per period (that report period, and the last 365 days) the sales rows of the
 * caller's scope — managers: every retail outlet of the request's version; franchise users: their
 * own outlets of that version only, so no other customer's outlet is ever named (decision 0014: a
 * store belongs to one version) — with the current store's row when it is an outlet in the scope.
 * `moysklad_href` only for managers.
 * Throws FORBIDDEN (403) unless the caller is a manager or has more than one retail outlet, then
 * NOT_FOUND (404) for an unknown product.
 */
export async function productAnalytic(
  ctx: RequestContext,
  options: { db: Executor; productId: number },
): Promise<ProductAnalyticResponse> {
  const { db, productId } = options;
  const { lang, version } = ctx;
  const storeId = ctx.basketStoreId;
  const facts = await findAnalyticContext(db, { productId, userId: ctx.requireUser().id, storeId, version });
  const manager = ctx.isManager;
  const outlets = facts.outlet_ids.map(Number);
  if (!manager && !isFranchise(facts.outlets_count))
    throw new AppError('FORBIDDEN', { message: analyticsMessage(lang, 'notAllowed') });
  if (!facts.product_exists)
    throw new AppError('NOT_FOUND', { message: message(lang, 'unknownProduct', { id: productId }) });

  const reportDays = facts.report_period_days ?? REPORT_PERIOD_DEFAULT_DAYS;
  // A store outside the caller's scope (possible only if current_store_id was set behind the API's
  // back) reveals nothing: no place, no current row.
  const ownStore = manager || outlets.includes(storeId);
  const current = ownStore && facts.store_is_retail ? { id: storeId, name: facts.store_name ?? '' } : null;
  const [position, rows, storesCount] = await Promise.all([
    ownStore
      ? findProductPosition(db, { productId, storeId, days: reportDays })
      : Promise.resolve({ place: null, sold_products: 0 }),
    findProductSales(db, {
      productId,
      storeIds: manager ? null : outlets,
      version,
      periodDays: reportDays,
      yearDays: YEAR_DAYS,
    }),
    manager ? countRetailOutlets(db, version) : Promise.resolve(outlets.length),
  ]);
  const totalIds = [...new Set([...rows.map((r) => r.store_id), ...(current ? [current.id] : [])])];
  const totals = await findStoreTotals(db, {
    storeIds: totalIds,
    periodDays: reportDays,
    yearDays: YEAR_DAYS,
  });
  const href = manager
    ? moyskladProductHref({ code: facts.product_code, source_href: facts.product_source_href })
    : null;
  const common = { today: facts.today, href, storesCount, rows, totals, current };
  return {
    product_position: { no: position.place, from: position.sold_products },
    data: {
      report_period: buildPeriod({ ...common, period: 'period', days: reportDays }),
      year: buildPeriod({ ...common, period: 'year', days: YEAR_DAYS }),
    },
  };
}
