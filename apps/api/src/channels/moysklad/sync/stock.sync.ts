import { setStockColumns } from '../../../outlets/stock';
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

/** Our rows of one report column-wise: the i-th store, product and units form row i. */
type Columns = { storeId: number[]; productId: number[]; units: number[] };

/**
 * One short report `/report/stock/bystore/current` of one figure (all rows, or those changed
 * since), streamed: only the wanted rows of mapped warehouses are kept, then their products looked
 * up (rows of products not synced yet are dropped) — the answer (tens of MB for a large account)
 * is never held whole, nor a row object per row.
 */
async function readStockColumns(
  run: SyncRun,
  options: { figure: Figure; since: string | null; targets: Map<string, StoreTarget> },
): Promise<Columns> {
  const { figure, since, targets } = options;
  const query = { stockType: figure, ...(since ? { changedSince: since } : { include: 'zeroLines' }) };
  let assortmentIds: string[] = [];
  let report: Columns = { storeId: [], productId: [], units: [] };
  await run.client.eachRow<MsStockRow>('report/stock/bystore/current', query, () => {
    const [ids, rows]: [string[], Columns] = [[], { storeId: [], productId: [], units: [] }];
    [assortmentIds, report] = [ids, rows];
    return (row) => {
      const target = row.storeId ? targets.get(row.storeId) : undefined;
      if (!target || !wanted(figure, target)) return;
      ids.push(row.assortmentId);
      rows.storeId.push(target.storeId);
      rows.units.push(units(row[figure]));
    };
  });
  const products = await findProductIdsByMsIds(run.db, [...new Set(assortmentIds)]);
  const found: Columns = { storeId: [], productId: [], units: [] };
  assortmentIds.forEach((assortmentId, i) => {
    const productId = products.get(assortmentId);
    if (!productId) return;
    found.storeId.push(report.storeId[i]!);
    found.productId.push(productId);
    found.units.push(report.units[i]!);
  });
  return found;
}

/** Sums the units of a (store, product) that two warehouses mapped to one store both report. */
export function sumShared(columns: Columns): Columns {
  const at = new Map<string, number>();
  const summed: Columns = { storeId: [], productId: [], units: [] };
  columns.storeId.forEach((storeId, i) => {
    const productId = columns.productId[i]!;
    const known = at.get(`${storeId}:${productId}`);
    if (known !== undefined) {
      summed.units[known]! += columns.units[i]!;
      return;
    }
    at.set(`${storeId}:${productId}`, summed.storeId.length);
    summed.storeId.push(storeId);
    summed.productId.push(productId);
    summed.units.push(columns.units[i]!);
  });
  return summed;
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
 * so a run that stops midway is read again whole. Two warehouses mapped to one store are summed.
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
  const shared = new Set([...targets.values()].map((t) => t.storeId)).size < targets.size;
  for (const [i, figure] of FIGURES.entries()) {
    await run.progress({ done: i, total: FIGURES.length, phase: figure });
    const read = await readStockColumns(run, { figure, since, targets });
    const { storeId, productId, units: values } = shared ? sumShared(read) : read;
    const column = figure === 'inTransit' ? 'supplies' : 'quantity';
    const { written } = await setStockColumns(run.db, { columns: { storeId, productId, [column]: values } });
    result.updated += written;
    result.unchanged += storeId.length - written;
  }
  await saveMsCursors(run.db, { stock: moyskladTime(startedAt) });
  return result;
}
