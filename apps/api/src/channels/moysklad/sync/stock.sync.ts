import { type StoreStockRow, type SuppliesRow, setStoreStock, setSupplies } from '../../../outlets/stock';
import { moyskladTime, parseMoyskladTime } from '../client';
import { findProductIdsByMsIds, saveMsCursors } from '../moysklad.repository';
import type { MsStockRow } from '../moysklad.shapes';
import { type StoreTarget, storeTargets } from './store-targets';
import { emptyResult, type SyncResult, type SyncRun } from './sync.types';

/** Overlap of an incremental read with the last one, as the vendor advises (no change lost at the edge). */
const OVERLAP_MS = 10_000;
/** The vendor's limit on changedSince: at most 24 hours back; an older cursor reads everything. */
const CHANGED_SINCE_MAX_MS = 24 * 60 * 60 * 1000 - 60_000;

type Figure = 'freeStock' | 'stock' | 'inTransit';

const units = (value: number | null | undefined) => Math.max(0, Math.floor(value ?? 0));

/** The reports read, in order; which rows each gives is `wanted`'s rule. */
const FIGURES: readonly Figure[] = ['freeStock', 'stock', 'inTransit'];

/** Free stock of the main stores, physical stock of the outlets, in-transit units (supplies) of every store. */
const wanted = (figure: Figure, target: StoreTarget) =>
  figure === 'inTransit' || (figure === 'freeStock') === target.main;

type StockRows = { quantities: StoreStockRow[]; supplies: SuppliesRow[] };
/** The wanted rows of a report, column-wise, before their products are looked up. */
type ReportRows = { assortmentIds: string[]; storeIds: number[]; values: number[] };

/**
 * One short report `/report/stock/bystore/current` of one figure (all rows, or those changed
 * since), streamed: only the wanted rows of mapped warehouses are kept, then their products looked
 * up (rows of products not synced yet are dropped) — the answer (tens of MB for a large account)
 * is never held whole.
 */
async function readStockRows(
  run: SyncRun,
  options: { figure: Figure; since: string | null; targets: Map<string, StoreTarget> },
): Promise<StockRows> {
  const { figure, since, targets } = options;
  const query = { stockType: figure, ...(since ? { changedSince: since } : { include: 'zeroLines' }) };
  let report: ReportRows = { assortmentIds: [], storeIds: [], values: [] };
  await run.client.eachRow<MsStockRow>('report/stock/bystore/current', query, () => {
    const rows: ReportRows = { assortmentIds: [], storeIds: [], values: [] };
    report = rows;
    return (row) => {
      const target = row.storeId ? targets.get(row.storeId) : undefined;
      if (!target || !wanted(figure, target)) return;
      rows.assortmentIds.push(row.assortmentId);
      rows.storeIds.push(target.storeId);
      rows.values.push(units(row[figure]));
    };
  });
  const products = await findProductIdsByMsIds(run.db, [...new Set(report.assortmentIds)]);
  const into: StockRows = { quantities: [], supplies: [] };
  report.assortmentIds.forEach((assortmentId, i) => {
    const productId = products.get(assortmentId);
    if (!productId) return;
    const [storeId, value] = [report.storeIds[i]!, report.values[i]!];
    if (figure === 'inTransit') into.supplies.push({ storeId, productId, supplies: value });
    else into.quantities.push({ storeId, productId, quantity: value });
  });
  return into;
}

/**
 * Stock in (docs/moysklad.md §Stock): the short "current" stock-by-warehouse reports — free stock
 * (stock less reserve) of the warehouses mapped to a main store (what customers may order),
 * physical stock of the outlets' warehouses, in-transit units as supplies — written through the one
 * stock writer (outlets/stock: unchanged rows are not written, so a replay changes nothing). A full
 * run reads every row; an incremental one the rows changed since the cursor (with an overlap),
 * which the vendor answers with the current figures. Rows of unmapped warehouses or of products not
 * synced yet are skipped. Created = rows written; unchanged = rows already holding the figures.
 * One report at a time is read and written (each in one transaction; a report of a large account
 * is a few hundred thousand rows: docs/benchmarks.md#moysklad); the cursor moves after the last,
 * so a run that stops midway is read again whole.
 */
export async function syncStock(run: SyncRun): Promise<SyncResult> {
  const startedAt = new Date();
  const cursor = run.account.cursors.stock ? parseMoyskladTime(run.account.cursors.stock) : null;
  const since =
    !run.full && cursor && startedAt.getTime() - cursor.getTime() < CHANGED_SINCE_MAX_MS
      ? moyskladTime(new Date(cursor.getTime() - OVERLAP_MS))
      : null;
  const result = emptyResult('stock', since === null);
  const targets = storeTargets(run.mapping);
  for (const [i, figure] of FIGURES.entries()) {
    await run.progress({ done: i, total: FIGURES.length, phase: figure });
    const { quantities, supplies } = await readStockRows(run, { figure, since, targets });
    const written = await run.db.transaction(async (tx) => {
      const stock = await setStoreStock(tx, { rows: dedupe(quantities) });
      const incoming = await setSupplies(tx, { rows: dedupe(supplies) });
      return stock.written + incoming.written;
    });
    result.updated += written;
    result.unchanged += quantities.length + supplies.length - written;
  }
  await saveMsCursors(run.db, { stock: moyskladTime(startedAt) });
  return result;
}

/** Keeps the last row of each (store, product): two warehouses mapped to one store would repeat it. */
function dedupe<T extends { storeId: number; productId: number }>(rows: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const key = `${row.storeId}:${row.productId}`;
    const known = byKey.get(key) as (T & { quantity?: number; supplies?: number }) | undefined;
    const next = row as T & { quantity?: number; supplies?: number };
    if (known && known.quantity !== undefined && next.quantity !== undefined) known.quantity += next.quantity;
    else if (known && known.supplies !== undefined && next.supplies !== undefined)
      known.supplies += next.supplies;
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}
