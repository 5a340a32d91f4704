import { moyskladDocumentHref } from '../../../lib/moysklad-links';
import { findLinesByExternalPrefix, recordSales, type SalesLineInput } from '../../../outlets/sales';
import { moyskladTime, parseMoyskladTime } from '../client';
import { findProductIdsByMsIds, saveMsCursors } from '../moysklad.repository';
import { idOf, type MsCollection, type MsRetailDocument } from '../moysklad.shapes';
import {
  demandsOfReturns,
  type ReturnPosition,
  replaceReturnPositions,
  returnedUnits,
} from './returns.repository';
import { demandLinePrefix, demandToLines } from './sales.lines';
import { storeTargets } from './store-targets';
import { addFailure, emptyResult, type SyncResult, type SyncRun } from './sync.types';

/** A retail sale or return created, changed or deleted in МойСклад (a webhook's event). */
export type DocumentEvent = {
  type: 'retaildemand' | 'retailsalesreturn';
  id: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
};

const OVERLAP_MS = 10_000;
const POSITIONS = { expand: 'positions', limit: 100 } as const;

/**
 * Sales in (docs/moysklad.md §Sales): МойСклад's retail sales (retaildemand) at the mapped
 * outlets' warehouses become sales lines through the one sales writer (outlets/sales
 * `recordSales`: idempotent by the position's id, so replays and resumed runs write nothing
 * twice), their returns (retailsalesreturn) netted out of the sale they return; a deleted sale's
 * lines are corrected to zero. A full run reads every document; an incremental one those updated
 * since the cursor; webhook `events` name the documents to read. The rollups, occupancy,
 * recommendations and auto orders follow from the writer.
 */
export async function syncSales(run: SyncRun, events: readonly DocumentEvent[] = []): Promise<SyncResult> {
  const startedAt = new Date();
  const cursor = run.resume ?? run.account.cursors.sales ?? null;
  const since =
    run.full && !run.resume
      ? null
      : cursor
        ? moyskladTime(new Date(parseMoyskladTime(cursor).getTime() - OVERLAP_MS))
        : null;
  const result = emptyResult('sales', since === null);
  const filter = since ? { filter: `updated>=${since}`, order: 'updated' } : { order: 'updated' };
  const pending = new Set<string>();
  const deleted: string[] = [];
  if (events.length === 0) {
    for await (const page of run.client.pages<MsRetailDocument>('entity/retailsalesreturn', {
      ...POSITIONS,
      ...filter,
    }))
      for (const id of await takeReturns(run, page)) pending.add(id);
  } else {
    for (const event of events) {
      if (event.type === 'retaildemand') {
        if (event.action === 'DELETE') deleted.push(event.id);
        else pending.add(event.id);
        continue;
      }
      const doc = event.action === 'DELETE' ? null : await readDocument(run, 'retailsalesreturn', event.id);
      for (const id of await takeReturns(run, doc ? [doc] : [], event.id)) pending.add(id);
    }
  }
  if (events.length === 0) {
    const total =
      (await run.client.get<MsCollection<unknown>>('entity/retaildemand', { limit: 1, ...filter })).meta
        .size ?? null;
    let done = 0;
    for await (const page of run.client.pages<MsRetailDocument>('entity/retaildemand', {
      ...POSITIONS,
      ...filter,
    })) {
      await writeDemands(run, page, result);
      for (const d of page) pending.delete(d.id);
      done += page.length;
      await run.progress({ done, total, phase: 'sales', resume: page.at(-1)?.updated });
    }
  }
  const reread: MsRetailDocument[] = [];
  for (const id of pending) {
    const doc = await readDocument(run, 'retaildemand', id);
    if (doc) reread.push(doc);
    else deleted.push(id);
  }
  await writeDemands(run, reread, result);
  for (const id of deleted) await voidDemand(run, id, result);
  if (events.length === 0) await saveMsCursors(run.db, { sales: moyskladTime(startedAt) });
  return result;
}

/** One document with its positions, or null when МойСклад no longer has it (404). */
async function readDocument(
  run: SyncRun,
  type: DocumentEvent['type'],
  id: string,
): Promise<MsRetailDocument | null> {
  try {
    return await run.client.get<MsRetailDocument>(`entity/${type}/${id}`, { expand: 'positions' });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * Keeps the positions of these returns (and forgets those of `deletedId`), answering the sales
 * they take back from, before and after (a return moved to another sale corrects both).
 */
async function takeReturns(
  run: SyncRun,
  docs: readonly MsRetailDocument[],
  deletedId?: string,
): Promise<string[]> {
  const returnIds = [...docs.map((d) => d.id), ...(deletedId ? [deletedId] : [])];
  const before = await demandsOfReturns(run.db, returnIds);
  const positions: ReturnPosition[] = docs.flatMap((doc) => {
    const demandId = idOf(doc.demand);
    if (!demandId) return [];
    return (doc.positions?.rows ?? []).flatMap((p) => {
      const assortmentId = idOf(p.assortment);
      return assortmentId
        ? [
            {
              positionId: p.id,
              returnId: doc.id,
              demandId,
              assortmentId,
              quantity: Math.max(0, Math.round(p.quantity)),
            },
          ]
        : [];
    });
  });
  await replaceReturnPositions(run.db, { returnIds, positions });
  return [...new Set([...before, ...positions.map((p) => p.demandId)])];
}

/** The sales' lines through the sales writer; counts inserted as created, corrected as updated. */
async function writeDemands(run: SyncRun, demands: readonly MsRetailDocument[], result: SyncResult) {
  if (demands.length === 0) return;
  const targets = storeTargets(run.mapping);
  const assortments = demands.flatMap((d) => (d.positions?.rows ?? []).map((p) => idOf(p.assortment) ?? ''));
  const products = await findProductIdsByMsIds(run.db, [...new Set(assortments)].filter(Boolean));
  const returned = await returnedUnits(
    run.db,
    demands.map((d) => d.id),
  );
  const lines: SalesLineInput[] = [];
  for (const demand of demands) {
    const mapped = demandToLines(demand, { targets, products, returned });
    lines.push(...mapped.lines);
    for (const skip of mapped.skipped)
      addFailure(result, { ...skip, href: moyskladDocumentHref('retaildemand', demand.id) });
  }
  const written = await recordSales(run.db, { lines });
  result.created += written.inserted;
  result.updated += written.corrected;
  result.unchanged += written.unchanged;
}

/** A sale deleted in МойСклад: its lines corrected to nothing sold (kept, so a replay stays a correction). */
async function voidDemand(run: SyncRun, demandId: string, result: SyncResult) {
  const lines = await findLinesByExternalPrefix(run.db, { prefix: demandLinePrefix(demandId) });
  const changed = lines.filter((l) => l.quantity !== 0 || Number(l.amount) !== 0);
  if (changed.length === 0) return;
  const written = await recordSales(run.db, {
    lines: changed.map((l) => ({ ...l, quantity: 0, amount: '0' })),
  });
  result.updated += written.corrected;
}
