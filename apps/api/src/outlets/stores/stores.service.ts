import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { outletRankings } from '../ranking';
import { toStore } from './stores.mappers';
import { findOwnStore, listOwnStores, setCurrentStore } from './stores.repository';

/**
 * GET /store (docs/rules.md#store, docs/rules.md#stores-call): the caller's own stores of the request's version
 * (a store belongs to one version, decision 0014) with totals and ranking.
 */
export async function listStores(ctx: RequestContext, options: { db: Db }) {
  const rows = await listOwnStores(options.db, ctx.requireUser().id, ctx.version);
  const rankings = await outletRankings(
    options.db,
    rows.filter((r) => r.is_retail).map((r) => r.id),
  );
  return rows.map((row) => toStore(row, rankings));
}

/**
 * PATCH /store/active/{id} (docs/rules.md#store-switch): makes one of the caller's own stores current.
 * Throws FORBIDDEN (403) when the store is not theirs, belongs to the other version or does not
 * exist, changing nothing.
 */
export async function switchStore(ctx: RequestContext, options: { db: Db; storeId: number }) {
  const { db, storeId } = options;
  const userId = ctx.requireUser().id;
  const row = await findOwnStore(db, { userId, storeId, version: ctx.version });
  if (!row) throw new AppError('FORBIDDEN', { message: message(ctx.lang, 'notYourStore', { id: storeId }) });
  await setCurrentStore(db, { userId, storeId });
  const rankings = await outletRankings(db, row.is_retail ? [row.id] : []);
  return toStore(row, rankings);
}
