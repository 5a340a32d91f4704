import type {
  ServiceCategory,
  ServiceCategoryCreate,
  ServiceCategoryPatch,
  TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { cleanText, toSlug } from '../import';
import { toServiceCategory } from './product-admin.mappers';
import { productAdminMessage } from './product-admin.messages';
import {
  type CategoryColumns,
  categoryExists,
  categorySlugs,
  categorySubtree,
  findServiceCategories,
  insertCategoryRow,
  lockCategory,
  updateCategoryColumns,
} from './product-admin.repository';

/**
 * The staff category editor (docs/rules.md#category-editor): every write goes through the
 * product-admin repository, the categories table's owner (scripts/table-owners.json), so the
 * catalog_revision trigger makes the customers' tree, lists and search see it on the next read.
 */

/** GET /services/categories: every category, hidden ones too, flat. */
export async function listServiceCategories(options: { db: Executor }): Promise<ServiceCategory[]> {
  return (await findServiceCategories(options.db)).map(toServiceCategory);
}

async function getServiceCategory(ctx: RequestContext, db: Executor, id: number): Promise<ServiceCategory> {
  const [row] = await findServiceCategories(db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: productAdminMessage(ctx.lang, 'categoryNotFound') });
  return toServiceCategory(row);
}

/** `errors.parent_id` when the parent does not exist or lies in `subtree` (the moved category's own). */
async function checkParent(
  db: Executor,
  options: { parentId: number | null | undefined; subtree?: Set<number>; lang: TextLanguage },
): Promise<Record<string, string[]>> {
  const { parentId, subtree, lang } = options;
  if (parentId === null || parentId === undefined) return {};
  if (subtree?.has(parentId)) return { parent_id: [productAdminMessage(lang, 'parentCycle')] };
  if (!(await categoryExists(db, parentId)))
    return { parent_id: [productAdminMessage(lang, 'unknownParent')] };
  return {};
}

/**
 * POST /services/categories: a category made by hand, slug transliterated from the Russian name as
 * the import makes it (`toSlug`, `-2`, `-3`… when taken), position given or 0; one audit row
 * (entity category, action create).
 *
 * @throws AppError UNPROCESSABLE with `errors.parent_id`.
 */
export async function createServiceCategory(
  ctx: RequestContext,
  options: { db: Db; body: ServiceCategoryCreate },
): Promise<ServiceCategory> {
  const { db, body } = options;
  const parentId = body.parent_id ?? null;
  throwIfErrors(await checkParent(db, { parentId, lang: ctx.lang }));
  const id = await db.transaction(async (tx) => {
    const nameRu = cleanText(body.name_ru) ?? '';
    const base = toSlug(nameRu) || 'category';
    const taken = await categorySlugs(tx);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const row = {
      parent_id: parentId,
      slug,
      name_ru: nameRu,
      name_en: cleanText(body.name_en) ?? '',
      position: body.position ?? 0,
    };
    const created = await insertCategoryRow(tx, row);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'category',
      entityId: created,
      action: 'create',
      changes: row,
    });
    return created;
  });
  return getServiceCategory(ctx, db, id);
}

/**
 * PATCH /services/categories/{id}: renames, moves (refusing a parent inside its own subtree),
 * orders and hides or shows the category, in one transaction with one audit row of the changed
 * fields (`{ field: [before, after] }`, `hidden` as booleans). A patch changing nothing writes
 * nothing. Hiding hides the whole subtree from customers (docs/rules.md#category-editor).
 *
 * @throws AppError NOT_FOUND; UNPROCESSABLE with `errors.parent_id`.
 */
export async function patchServiceCategory(
  ctx: RequestContext,
  options: { db: Db; id: number; patch: ServiceCategoryPatch },
): Promise<ServiceCategory> {
  const { db, id, patch } = options;
  const { lang } = ctx;
  await db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id))) {
      throw new AppError('NOT_FOUND', { message: productAdminMessage(lang, 'categoryNotFound') });
    }
    const before = await getServiceCategory(ctx, tx, id);
    if (patch.parent_id !== undefined && patch.parent_id !== before.parent_id) {
      const subtree = await categorySubtree(tx, id);
      throwIfErrors(await checkParent(tx, { parentId: patch.parent_id, subtree, lang }));
    }
    const changes: Record<string, [unknown, unknown]> = {};
    const columns: CategoryColumns = {};
    const names = { name_ru: cleanText(patch.name_ru), name_en: cleanText(patch.name_en) };
    for (const field of ['name_ru', 'name_en'] as const) {
      const after = names[field];
      if (!after || after === before[field]) continue;
      changes[field] = [before[field], after];
      columns[field] = after;
    }
    for (const field of ['parent_id', 'position'] as const) {
      const after = patch[field];
      if (after === undefined || after === before[field]) continue;
      changes[field] = [before[field], after];
      Object.assign(columns, { [field]: after });
    }
    const wasHidden = before.hidden_at !== null;
    if (patch.hidden !== undefined && patch.hidden !== wasHidden) {
      changes.hidden = [wasHidden, patch.hidden];
      columns.hidden = patch.hidden;
    }
    if (Object.keys(changes).length === 0) return;
    await updateCategoryColumns(tx, id, columns);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'category',
      entityId: id,
      action: 'update',
      changes,
    });
  });
  return getServiceCategory(ctx, db, id);
}
