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

/** One short report `/report/stock/bystore/current` of one figure (all rows, or those changed since). */
function readFigure(run: SyncRun, figure: Figure, changedSince: string | null): Promise<MsStockRow[]> {
  return run.client.get<MsStockRow[]>('report/stock/bystore/current', {
    stockType: figure,
    ...(changedSince ? { changedSince } : { include: 'zeroLines' }),
  });
}

const units = (value: number | null | undefined) => Math.max(0, Math.floor(value ?? 0));

/** The reports read, in order; where each goes is `take`'s rule. */
const FIGURES: readonly Figure[] = ['freeStock', 'stock', 'inTransit'];

/** Our rows of one report: free stock of the main stores, physical stock of the outlets, in-transit units as supplies. */
function take(
  figure: Figure,
  options: { row: MsStockRow; target: StoreTarget; productId: number; into: StockRows },
): void {
  const { row, productId, into } = options;
  const { storeId, main } = options.target;
  if (figure === 'inTransit') into.supplies.push({ storeId, productId, supplies: units(row.inTransit) });
  else if (figure === 'freeStock' && main)
    into.quantities.push({ storeId, productId, quantity: units(row.freeStock) });
  else if (figure === 'stock' && !main)
    into.quantities.push({ storeId, productId, quantity: units(row.stock) });
}

type StockRows = { quantities: StoreStockRow[]; supplies: SuppliesRow[] };

/** One report as our rows (its own product ids looked up), the report itself let go before they are written. */
async function readStockRows(
  run: SyncRun,
  options: { figure: Figure; since: string | null; targets: Map<string, StoreTarget> },
): Promise<StockRows> {
  const { figure, since, targets } = options;
  const rows = await readFigure(run, figure, since);
  const products = await findProductIdsByMsIds(run.db, [...new Set(rows.map((r) => r.assortmentId))]);
  const into: StockRows = { quantities: [], supplies: [] };
  for (const row of rows) {
    const target = row.storeId ? targets.get(row.storeId) : undefined;
    const productId = products.get(row.assortmentId);
    if (target && productId) take(figure, { row, target, productId, into });
  }
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
