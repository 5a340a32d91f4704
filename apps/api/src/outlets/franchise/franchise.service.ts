import {
  autoOrderDefaultSum,
  categoryOccupancy,
  cleanStoreName,
  isFranchise,
  type RetailOutlet,
  type RetailOutletUpdate,
  type SalesRankingResponse,
  type Version,
} from '@kits/contract';
import { type RequestContext, storeCurrency } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { outletRankings } from '../ranking';
import { storesOccupancyRows, toOccupancyEntry } from '../shelves';
import { updateStore } from '../stores';
import { franchiseMessage } from './franchise.messages';
import { findOutletSales, findOwnOutlets, findRankingAccess, type OutletRow } from './franchise.repository';

/** The caller's retail outlets; FORBIDDEN (403) unless there are more than one (docs/rules.md#franchise). */
async function franchiseOutlets(ctx: RequestContext, db: Executor): Promise<OutletRow[]> {
  const outlets = await findOwnOutlets(db, ctx.requireUser().id);
  if (!isFranchise(outlets.length))
    throw new AppError('FORBIDDEN', { message: franchiseMessage(ctx.lang, 'notFranchise') });
  return outlets;
}

/**
 * GET /profile/services/sales-ranking (route /profile/services/sales-ranking, docs/rules.md#franchise; decision 0005 ranking): the caller's retail outlets in the all-outlet ranking with their
 * units and money sold over their own report period; `ranking` is exactly /auth/me's User.ranking
 * (same `outletRankings`). Rows: best place first, unranked last, then by id. FORBIDDEN (403)
 * unless the caller has more than one retail outlet.
 */
export async function salesRanking(
  ctx: RequestContext,
  options: { db: Executor },
): Promise<SalesRankingResponse['data']> {
  const { db } = options;
  const outlets = await franchiseOutlets(ctx, db);
  const ids = outlets.map((o) => o.id);
  const [rankings, sales, access] = await Promise.all([
    outletRankings(db, ids),
    findOutletSales(db, ids),
    findRankingAccess(db, ctx.requireUser().id),
  ]);
  const salesOf = new Map(sales.map((s) => [Number(s.store_id), s]));
  const rows = outlets
    .map((o) => {
      const s = salesOf.get(o.id)!;
      return {
        store_id: o.id,
        name: cleanStoreName(o.name),
        city: o.city,
        number: rankings.places.get(o.id) ?? null,
        outlets_count: rankings.outletsCount,
        sales_units: Number(s.units),
        sales_sum: Number(s.amount).toFixed(2),
        currency: storeCurrency(o.currency, ctx.version),
        period: { from: s.from, to: s.to, days: o.report_period_days },
      };
    })
    .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || a.store_id - b.store_id);
  const best = rows[0]?.number != null ? rows[0] : null;
  return {
    ranking: { access, best_outlet_number: best?.number ?? null, outlets_count: outlets.length },
    best_outlet: best ? { store_id: best.store_id, name: best.name, number: best.number! } : null,
    rows,
  };
}

/**
 * The retail outlets of the page from their rows, with their place in the ranking and the
 * occupancy of their shelves: two statements for any number of outlets.
 */
async function toRetailOutlets(db: Executor, rows: OutletRow[]): Promise<RetailOutlet[]> {
  const ids = rows.map((r) => r.id);
  const [rankings, shelvesOf] = await Promise.all([outletRankings(db, ids), storesOccupancyRows(db, ids)]);
  return rows.map((row) => {
    const shelves = (shelvesOf.get(row.id) ?? []).map(toOccupancyEntry);
    const saved = row.auto_order_sum === null ? null : Number(row.auto_order_sum);
    const outletVersion: Version = row.version === 'en' ? 'en' : 'ru';
    return {
      id: row.id,
      name: cleanStoreName(row.name),
      city: row.city,
      currency: storeCurrency(row.currency, outletVersion),
      report_period_days: row.report_period_days,
      auto_order_sum: saved,
      auto_order_default_sum: autoOrderDefaultSum({ savedSum: saved, version: outletVersion }),
      quantity: Number(row.quantity),
      supplies: Number(row.supplies),
      occupancy_percent: categoryOccupancy(shelves).overall.percent,
      ranking: { number: rankings.places.get(row.id) ?? null, outlets_count: rankings.outletsCount },
    };
  });
}

/**
 * GET /profile/services/retail-outlets (docs/rules.md#routes route, docs/rules.md#spec-6): the caller's retail outlets with city,
 * currency, report period, saved and default auto-order sum, shelf units and supplies, the
 * cost-weighted occupancy of their shelves (docs/rules.md#spec-9, no basket) and their place in the ranking.
 * FORBIDDEN (403) unless the caller has more than one retail outlet.
 */
export async function retailOutlets(ctx: RequestContext, options: { db: Executor }): Promise<RetailOutlet[]> {
  const { db } = options;
  return toRetailOutlets(db, await franchiseOutlets(ctx, db));
}

/**
 * PATCH /profile/services/retail-outlets/{id}: sets the outlet's saved auto-order sum (null clears
 * it) and/or report period, and answers the outlet. FORBIDDEN (403) unless the caller has more than
 * one retail outlet and `storeId` is one of them; nothing changes then.
 */
export async function updateRetailOutlet(
  ctx: RequestContext,
  options: { db: Executor; storeId: number; update: RetailOutletUpdate },
): Promise<RetailOutlet> {
  const { db, storeId, update } = options;
  const outlets = await franchiseOutlets(ctx, db);
  if (!outlets.some((o) => o.id === storeId))
    throw new AppError('FORBIDDEN', {
      message: franchiseMessage(ctx.lang, 'notYourOutlet', { id: storeId }),
    });
  const sum = update.auto_order_sum;
  await updateStore(db, {
    storeId,
    values: {
      auto_order_sum: sum === undefined || sum === null ? sum : sum.toFixed(2),
      report_period_days: update.report_period_days,
    },
  });
  const row = (await findOwnOutlets(db, ctx.requireUser().id)).find((o) => o.id === storeId)!;
  const [outlet] = await toRetailOutlets(db, [row]);
  return outlet!;
}
