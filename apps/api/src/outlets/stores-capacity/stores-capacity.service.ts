import {
  CAPACITY_OUTLETS_PER_PAGE,
  type CapacityOutlet,
  type CapacityOutletsQuery,
  type OutletCapacities,
  type OutletCapacitiesPut,
  type PageMeta,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { assertFresh, type IfMatch, recordEtag } from '../../lib/record-version';
import { type OccupancyRow, storeOccupancyRows, storesOccupancyRows } from '../shelves';
import { toCapacityOutlet, toCapacityShelf } from './stores-capacity.mappers';
import { storesCapacityMessage } from './stores-capacity.messages';
import {
  categoryNames,
  findOutlet,
  replaceCapacities,
  type ShelfWrite,
  searchOutlets,
  unknownCategoryIds,
} from './stores-capacity.repository';

type Outlet = OutletCapacities;

/**
 * GET /services/outlets (docs/rules.md#routes /services/stores-capacity): retail outlets of both versions (or
 * `version`), 25 per page by id, `q` in name, city or id, each with its shelves summed and occupancy.
 */
export async function listCapacityOutlets(options: {
  db: Db;
  query: CapacityOutletsQuery;
}): Promise<{ data: CapacityOutlet[]; meta: PageMeta }> {
  const { db, query } = options;
  const perPage = CAPACITY_OUTLETS_PER_PAGE;
  const { rows, total } = await searchOutlets(db, {
    q: query.q,
    version: query.version,
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  const shelves = await storesOccupancyRows(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    data: rows.map((r) => toCapacityOutlet(r, shelves.get(Number(r.id)) ?? [])),
    meta: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** A shelf as the audit log keeps it (what staff set). */
const written = (s: OccupancyRow | ShelfWrite): ShelfWrite => ({
  product_category_id: Number(s.product_category_id),
  size: s.size,
  is_premium: s.is_premium,
  capacity: Number(s.capacity),
  cost: Number(s.cost).toFixed(2),
  alias_name: s.alias_name,
});
const byKey = (a: ShelfWrite, b: ShelfWrite) =>
  a.product_category_id - b.product_category_id ||
  (a.size ?? '').localeCompare(b.size ?? '') ||
  Number(a.is_premium) - Number(b.is_premium);

/**
 * GET /services/outlets/{id}/capacities: the outlet and its shelves (docs/rules.md#occupancy-entry) with
 * the units on them and on the way and their store-level occupancy, and its `etag`: the version of
 * the shelves as staff set them (docs/rules.md#record-versions). @throws AppError NOT_FOUND when `id`
 * is not a retail outlet.
 */
export async function getOutletCapacities(
  ctx: RequestContext,
  options: { db: Executor; id: number },
): Promise<Outlet> {
  const { db, id } = options;
  const { lang } = ctx;
  const outlet = await findOutlet(db, { id });
  if (!outlet) throw new AppError('NOT_FOUND', { message: storesCapacityMessage(lang, 'notFound', { id }) });
  const [shelves, names] = await Promise.all([storeOccupancyRows(db, id), categoryNames(db, lang)]);
  return {
    outlet: toCapacityOutlet(outlet, shelves),
    shelves: shelves.map((s) => toCapacityShelf(s, names.get(Number(s.product_category_id)))),
    etag: recordEtag({ id, shelves: shelves.map(written).sort(byKey) }),
  };
}

/**
 * PUT /services/outlets/{id}/capacities (docs/rules.md#staff-writes): replaces the outlet's shelves
 * with `body.shelves` in one transaction holding the store row's lock, and records one audit_log
 * row (entity store, action update, `{ capacities: [before, after] }`) when they changed. The
 * occupancy of the table, the modal, `User.store_occupancy` and the auto order follow at once.
 * `ifMatch` must name the shelves' current `etag` (docs/rules.md#record-versions), checked under the
 * store row's lock.
 * @throws AppError NOT_FOUND (not a retail outlet); PRECONDITION_FAILED (412, `current`) when
 * `ifMatch` is stale; UNPROCESSABLE with `errors["shelves.N.product_category_id"]` for a category
 * that does not exist — nothing is written then.
 */
export async function putOutletCapacities(
  ctx: RequestContext,
  options: { db: Db; id: number; body: OutletCapacitiesPut; ifMatch: IfMatch },
): Promise<Outlet> {
  const { db, id, body } = options;
  const { lang } = ctx;
  return db.transaction(async (tx) => {
    if (!(await findOutlet(tx, { id, lock: true })))
      throw new AppError('NOT_FOUND', { message: storesCapacityMessage(lang, 'notFound', { id }) });
    assertFresh(lang, options.ifMatch, await getOutletCapacities(ctx, { db: tx, id }));
    const shelves = body.shelves.map(written);
    const unknown = await unknownCategoryIds(tx, [...new Set(shelves.map((s) => s.product_category_id))]);
    if (unknown.size > 0) {
      const errors: Record<string, string[]> = {};
      shelves.forEach((s, i) => {
        if (unknown.has(s.product_category_id))
          errors[`shelves.${i}.product_category_id`] = [
            storesCapacityMessage(lang, 'unknownCategory', { id: s.product_category_id }),
          ];
      });
      throw new AppError('UNPROCESSABLE', { message: message(lang, 'validation'), errors });
    }
    const before = (await storeOccupancyRows(tx, id)).map(written).sort(byKey);
    const after = [...shelves].sort(byKey);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await replaceCapacities(tx, id, shelves);
      await insertAudit(tx, {
        userId: ctx.requireUser().id,
        entity: 'store',
        entityId: id,
        action: 'update',
        changes: { capacities: [before, after] },
      });
    }
    return getOutletCapacities(ctx, { db: tx, id });
  });
}
