import type {
  ServiceCategory,
  ServiceCategoryCreate,
  ServiceCategoryOrder,
  ServiceCategoryPatch,
  TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cleanText, toSlug } from '../import';
import {
  type CategoryColumns,
  childIds,
  findCategoryRow,
  insertCategoryRow,
  listCategoryRows,
  type ServiceCategoryRow,
  setPositions,
  slugTaken,
  subtreeIds,
  updateCategoryRow,
} from './categories.repository';
import { productAdminMessage } from './product-admin.messages';
import { throwFieldErrors } from './product-admin.service';

/**
 * The category editor (docs/rules.md#category-editor): staff create, rename, move, hide and order
 * the catalogue's categories. Every write is one transaction with one audit row (entity category)
 * and moves `catalog_revision` (its trigger), so customers' next catalogue read shows it.
 */

/** GET /services/categories: every category with its product count, hidden ones too. */
export async function listServiceCategories(db: Executor): Promise<ServiceCategory[]> {
  return listCategoryRows(db);
}

/**
 * POST /services/categories: a category made by hand, last among its siblings, its slug made from
 * the Russian name as the import makes it (`-2`, `-3`… while taken).
 *
 * @throws AppError UNPROCESSABLE `errors.parent_id` (no such category).
 */
export async function createServiceCategory(
  ctx: RequestContext,
  options: { db: Db; body: ServiceCategoryCreate },
): Promise<ServiceCategory> {
  const { db, body } = options;
  const parentId = body.parent_id ?? null;
  const id = await db.transaction(async (tx) => {
    if (parentId !== null && !(await findCategoryRow(tx, { id: parentId }))) {
      throwFieldErrors({ parent_id: [productAdminMessage(ctx.lang, 'unknownParent')] }, ctx.lang);
    }
    const names = { name_ru: cleanText(body.name_ru)!, name_en: cleanText(body.name_en)! };
    const base = toSlug(names.name_ru) || toSlug(names.name_en) || 'category';
    let slug = base;
    for (let n = 2; await slugTaken(tx, slug); n++) slug = `${base}-${n}`;
    const newId = await insertCategoryRow(tx, { slug, ...names, parent_id: parentId });
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'category',
      entityId: newId,
      action: 'create',
      changes: { slug: [null, slug], ...diff({}, { ...names, parent_id: parentId }) },
    });
    return newId;
  });
  return (await findCategoryRow(db, { id }))!;
}

/**
 * PATCH /services/categories/{id}: rename, move (the moved category comes last under its new
 * parent), hide or show. A patch changing nothing writes nothing.
 *
 * @throws AppError NOT_FOUND; UNPROCESSABLE `errors.parent_id` (no such category, or the category
 * itself or one of its descendants).
 */
export async function patchServiceCategory(
  ctx: RequestContext,
  options: { db: Db; id: number; patch: ServiceCategoryPatch },
): Promise<ServiceCategory> {
  const { db, id, patch } = options;
  await db.transaction(async (tx) => {
    const before = await lockedCategory(tx, id, ctx.lang);
    if (patch.parent_id !== undefined && patch.parent_id !== null) {
      await checkParent(tx, { id, parentId: patch.parent_id, lang: ctx.lang });
    }
    const after: CategoryColumns = {
      name_ru: patch.name_ru === undefined ? undefined : cleanText(patch.name_ru)!,
      name_en: patch.name_en === undefined ? undefined : cleanText(patch.name_en)!,
      parent_id: patch.parent_id,
      hidden: patch.hidden,
    };
    const changes = diff(before, after);
    if (Object.keys(changes).length === 0) return;
    await updateCategoryRow(
      tx,
      id,
      Object.fromEntries(Object.keys(changes).map((k) => [k, after[k as keyof CategoryColumns]])),
    );
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'category',
      entityId: id,
      action: 'update',
      changes,
    });
  });
  return (await findCategoryRow(db, { id }))!;
}

/**
 * PUT /services/categories/order: the children of one parent in a new order (positions 0, 1, 2…),
 * one audit row on the parent (its id, `root` for the roots) with the ids before and after.
 *
 * @throws AppError UNPROCESSABLE `errors.ids` (not exactly the parent's children), `errors.parent_id`.
 */
export async function orderServiceCategories(
  ctx: RequestContext,
  options: { db: Db; body: ServiceCategoryOrder },
): Promise<ServiceCategory[]> {
  const { db, body } = options;
  await db.transaction(async (tx) => {
    if (body.parent_id !== null && !(await findCategoryRow(tx, { id: body.parent_id, lock: true }))) {
      throwFieldErrors({ parent_id: [productAdminMessage(ctx.lang, 'unknownParent')] }, ctx.lang);
    }
    const before = await childIds(tx, body.parent_id);
    const same =
      before.length === body.ids.length && [...before].sort().join() === [...body.ids].sort().join();
    if (!same) throwFieldErrors({ ids: [productAdminMessage(ctx.lang, 'orderNotChildren')] }, ctx.lang);
    if (before.join() === body.ids.join()) return;
    await setPositions(tx, body.ids);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'category',
      entityId: body.parent_id ?? 'root',
      action: 'order',
      changes: { children: [before, body.ids] },
    });
  });
  return listCategoryRows(db);
}

/** 422 unless `parentId` exists outside `id`'s subtree. */
async function checkParent(tx: Executor, options: { id: number; parentId: number; lang: TextLanguage }) {
  const { id, parentId, lang } = options;
  if (!(await findCategoryRow(tx, { id: parentId }))) {
    throwFieldErrors({ parent_id: [productAdminMessage(lang, 'unknownParent')] }, lang);
  }
  if ((await subtreeIds(tx, id)).has(parentId)) {
    throwFieldErrors({ parent_id: [productAdminMessage(lang, 'parentInSubtree')] }, lang);
  }
}

/** `{ column: [before, after] }` of the given columns that differ. */
function diff(
  before: Partial<ServiceCategoryRow>,
  after: CategoryColumns,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key as keyof ServiceCategoryRow] ?? null;
    if (old !== value) changes[key] = [old, value];
  }
  return changes;
}

/** The category locked for a write. @throws AppError NOT_FOUND. */
async function lockedCategory(tx: Executor, id: number, lang: TextLanguage): Promise<ServiceCategoryRow> {
  const row = await findCategoryRow(tx, { id, lock: true });
  if (!row) throw new AppError('NOT_FOUND', { message: productAdminMessage(lang, 'categoryNotFound') });
  return row;
}
