import type { CounterpartyOrder, Outlet, OutletBody, OutletPatch, PageMeta, Version } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { insertStore, updateStore } from '../../outlets/stores';
import { toCounterpartyOrder, toOutlet, toOutletColumn } from './counterparties.mappers';
import { counterpartiesMessage } from './counterparties.messages';
import { getCounterparty, requireStaff } from './counterparties.service';
import {
  findCounterpartyOrders,
  findOutlet,
  findOutlets,
  linkOutletUsers,
  OUTLET_FIELDS,
  type OutletWrite,
} from './outlets.repository';

/**
 * A counterparty's outlets (the stores it owns) and its users' orders (docs/rules.md#counterparty).
 * Writes record audit rows of entity `store`, changes `{ field: [before, after] }`.
 */

const versionOf = (v: string): Version => (v === 'en' ? 'en' : 'ru');

/** GET /services/counterparties/{id}/outlets: its stores by id. @throws AppError NOT_FOUND. */
export async function listOutlets(ctx: RequestContext, options: { db: Db; id: number }): Promise<Outlet[]> {
  const counterparty = await getCounterparty(ctx, options);
  const rows = await findOutlets(options.db, options.id);
  return rows.map((r) => toOutlet(r, versionOf(counterparty.version)));
}

/**
 * Creates an outlet of counterparty `counterpartyId` inside the caller's transaction `db`: a store
 * of the counterparty's version (id from stores_id_seq), linked to every user of the counterparty
 * (a retail one also becomes the current store of those still on the main store or none), with an
 * audit row (entity store, action create, `{ field: [null, value] }`). Used by POST
 * /services/counterparties/{id}/outlets and the approve flow (`fieldPrefix` 'outlet.': the body's
 * own errors are the route schema's).
 * @throws AppError NOT_FOUND for an unknown counterparty; FORBIDDEN for a non-staff caller.
 */
export async function createOutlet(
  ctx: RequestContext,
  options: { db: Executor; counterpartyId: number; body: OutletBody; fieldPrefix?: string },
): Promise<{ id: number }> {
  const userId = requireStaff(ctx);
  const { db, counterpartyId, body } = options;
  const counterparty = await getCounterparty(ctx, { db, id: counterpartyId, lock: true });
  const values = Object.fromEntries(OUTLET_FIELDS.map((f) => [f, toOutletColumn(f, body[f])])) as OutletWrite;
  const version = versionOf(counterparty.version);
  const id = await insertStore(db, { ...values, version, counterparty_id: counterpartyId });
  await linkOutletUsers(db, { counterpartyId, storeId: id, version, isRetail: values.is_retail });
  const changes = {
    counterparty_id: [null, counterpartyId],
    ...Object.fromEntries(OUTLET_FIELDS.map((f) => [f, [null, values[f]]])),
  };
  await insertAudit(db, { userId, entity: 'store', entityId: id, action: 'create', changes });
  return { id };
}

/** POST /services/counterparties/{id}/outlets: creates one (its own transaction) and answers it. */
export async function addOutlet(
  ctx: RequestContext,
  options: { db: Db; id: number; body: OutletBody },
): Promise<Outlet> {
  return options.db.transaction(async (tx) => {
    const { id: storeId } = await createOutlet(ctx, {
      db: tx,
      counterpartyId: options.id,
      body: options.body,
    });
    return findOwnOutlet(ctx, { db: tx, id: options.id, storeId });
  });
}

async function findOwnOutlet(
  ctx: RequestContext,
  options: { db: Executor; id: number; storeId: number; lock?: boolean },
): Promise<Outlet> {
  const counterparty = await getCounterparty(ctx, options);
  const row = await findOutlet(options.db, { ...options, counterpartyId: options.id });
  if (!row)
    throw new AppError('NOT_FOUND', {
      message: counterpartiesMessage(ctx.lang, 'outletNotFound', {
        id: options.id,
        storeId: options.storeId,
      }),
    });
  return toOutlet(row, versionOf(counterparty.version));
}

/**
 * PATCH /services/counterparties/{id}/outlets/{storeId}: writes the given fields of the outlet in
 * one transaction with an audit row of what changed (nothing changed → no write). `in_ranking`
 * false leaves it out of the sales ranking at once. `ifMatch` must name the outlet's current `etag`
 * (docs/rules.md#record-versions), checked under the store's row lock.
 * @throws AppError NOT_FOUND when the counterparty is unknown or does not own the store;
 * PRECONDITION_FAILED (412, `current`) when `ifMatch` is stale.
 */
export async function updateOutlet(
  ctx: RequestContext,
  options: { db: Db; id: number; storeId: number; patch: OutletPatch; ifMatch: IfMatch },
): Promise<Outlet> {
  const userId = requireStaff(ctx);
  const { id, storeId, patch } = options;
  return options.db.transaction(async (tx) => {
    assertFresh(ctx.lang, options.ifMatch, await findOwnOutlet(ctx, { db: tx, id, storeId, lock: true }));
    const row = (await findOutlet(tx, { counterpartyId: id, storeId }))!;
    const changed: Partial<OutletWrite> = {};
    const changes: Record<string, unknown[]> = {};
    for (const field of OUTLET_FIELDS) {
      if (patch[field] === undefined) continue;
      const value = toOutletColumn(field, patch[field] as never);
      const before =
        field === 'auto_order_sum' && row[field] !== null ? Number(row[field]).toFixed(2) : row[field];
      if (value === before) continue;
      Object.assign(changed, { [field]: value });
      changes[field] = [before, value];
    }
    if (Object.keys(changed).length > 0) {
      await updateStore(tx, { storeId, values: changed });
      await insertAudit(tx, { userId, entity: 'store', entityId: storeId, action: 'update', changes });
    }
    return findOwnOutlet(ctx, { db: tx, id, storeId });
  });
}

/**
 * GET /services/counterparties/{id}/orders: a page of its users' orders, newest first (name,
 * uuid, created_at, store, who placed it, sums, currency, status). @throws AppError NOT_FOUND.
 */
export async function listCounterpartyOrders(
  ctx: RequestContext,
  options: { db: Db; id: number; query: { page: number; per_page: number } },
): Promise<{ data: CounterpartyOrder[]; meta: PageMeta }> {
  const { db, id, query } = options;
  const counterparty = await getCounterparty(ctx, { db, id });
  const { rows, total } = await findCounterpartyOrders(db, {
    id,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((r) => toCounterpartyOrder(r, versionOf(counterparty.version))),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}
