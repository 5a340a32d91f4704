import {
  CURRENCIES,
  type PageMeta,
  SERVICE_PRODUCTS_PER_PAGE,
  SERVICE_STOCK_STORES,
  type ServiceProduct,
  type ServiceProductPatch,
  type TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { setStoreStock } from '../../outlets/stock';
import { lockProductForEdit } from '../catalog';
import { toServiceProduct } from './product-admin.mappers';
import { productAdminMessage } from './product-admin.messages';
import {
  categoryExists,
  existingStoreIds,
  findProduct,
  listStatuses,
  lockProductStock,
  type ProductColumns,
  replaceHashtags,
  replaceProperties,
  replaceStatuses,
  type ServiceProductRow,
  type ServiceProperty,
  searchProducts,
  setHashtagNameEn,
  updateProductColumns,
  upsertPrice,
} from './product-admin.repository';

/** `{ field: [before, after] }` of one edit, as the audit log keeps it. */
type Changes = Record<string, [unknown, unknown]>;

/** GET /services/products: 25 per page by code, `q` in code or either name. */
export async function listServiceProducts(options: {
  db: Db;
  q?: string;
  page: number;
}): Promise<{ data: ServiceProduct[]; meta: PageMeta }> {
  const perPage = SERVICE_PRODUCTS_PER_PAGE;
  const { rows, total } = await searchProducts(options.db, {
    q: options.q,
    limit: perPage,
    offset: (options.page - 1) * perPage,
    stores: SERVICE_STOCK_STORES,
  });
  return {
    data: rows.map(toServiceProduct),
    meta: {
      page: options.page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** GET /services/products/{id}. @throws AppError NOT_FOUND. */
export async function getServiceProduct(ctx: RequestContext, options: { db: Executor; id: number }) {
  const row = await findProduct(options.db, { id: options.id, stores: SERVICE_STOCK_STORES });
  if (!row) throw new AppError('NOT_FOUND', { message: productAdminMessage(ctx.lang, 'notFound') });
  return toServiceProduct(row);
}

/**
 * PATCH /services/products/{id} (docs/rules.md#staff-writes): applies the changed fields in one
 * transaction and records one audit_log row (entity product, action update, `{ field: [before,
 * after] }`; prices as `prices.RUB.wholesale`, stock as `stock.1`). A patch changing nothing
 * writes nothing. Import keys and hashes are kept: re-importing the same feed keeps the edit.
 *
 * English texts (decision 0017): a property's `value_en` as given (see `effectiveProperties`),
 * hashtags' English names as `hashtags_en.<name>`.
 *
 * `ifMatch` must name the product's current `etag` (docs/rules.md#record-versions): its stock part
 * only when the patch writes stock, checked under the product's (and then its stock rows') lock.
 *
 * @throws AppError NOT_FOUND; PRECONDITION_FAILED (412, `current`) when `ifMatch` is stale;
 * UNPROCESSABLE with `errors.category_id` (no such category),
 * `errors.statuses` (unknown slugs), `errors.stock` (store missing), `errors.hashtags_en` (a name
 * that is not one of the product's hashtags after the patch).
 */
export async function patchServiceProduct(
  ctx: RequestContext,
  options: { db: Db; id: number; patch: ServiceProductPatch; ifMatch: IfMatch },
): Promise<ServiceProduct> {
  const { db, id, patch } = options;
  const { lang } = ctx;
  await db.transaction(async (tx) => {
    if (!(await lockProductForEdit(tx, id))) {
      throw new AppError('NOT_FOUND', { message: productAdminMessage(lang, 'notFound') });
    }
    if (patch.stock) await lockProductStock(tx, id);
    const before = (await findProduct(tx, { id, stores: SERVICE_STOCK_STORES }))!;
    assertFresh(lang, options.ifMatch, toServiceProduct(before), { parts: patch.stock ? [0, 1] : [0] });
    await checkReferences(tx, patch, before, lang);
    const changes = await applyPatch(tx, { before, patch, lang });
    if (Object.keys(changes).length > 0) {
      await insertAudit(tx, {
        userId: ctx.requireUser().id,
        entity: 'product',
        entityId: id,
        action: 'update',
        changes,
      });
    }
  });
  return getServiceProduct(ctx, { db, id });
}

/**
 * 422 for a category, status or store the patch names that does not exist, or an English hashtag
 * name for a hashtag the product will not carry.
 */
async function checkReferences(
  tx: Executor,
  patch: ServiceProductPatch,
  before: ServiceProductRow,
  lang: TextLanguage,
) {
  const errors: Record<string, string[]> = {};
  if (patch.hashtags_en) {
    const carried = new Set((patch.hashtags ?? before.hashtags).map((h) => h.trim()));
    const foreign = Object.keys(patch.hashtags_en).filter((name) => !carried.has(name));
    if (foreign.length > 0)
      errors.hashtags_en = [productAdminMessage(lang, 'notProductHashtags', { names: foreign.join(', ') })];
  }
  if (patch.category_id !== undefined && !(await categoryExists(tx, patch.category_id))) {
    errors.category_id = [productAdminMessage(lang, 'unknownCategory')];
  }
  if (patch.statuses) {
    const known = new Set((await listStatuses(tx)).map((s) => s.slug));
    const unknown = patch.statuses.filter((slug) => !known.has(slug));
    if (unknown.length > 0)
      errors.statuses = [productAdminMessage(lang, 'unknownStatuses', { slugs: unknown.join(', ') })];
  }
  if (patch.stock) {
    const stores = await existingStoreIds(
      tx,
      patch.stock.map((s) => s.store_id),
    );
    const missing = patch.stock.find((s) => !stores.has(s.store_id));
    if (missing) errors.stock = [productAdminMessage(lang, 'unknownStore', { id: missing.store_id })];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', { message: message(lang, 'validation'), errors });
  }
}

/** Writes what differs from `before`; answers the changes. */
async function applyPatch(
  tx: Executor,
  options: { before: ServiceProductRow; patch: ServiceProductPatch; lang: TextLanguage },
): Promise<Changes> {
  const { before, patch, lang } = options;
  const changes: Changes = {};
  const columns: ProductColumns = {};
  for (const field of ['name_ru', 'name_en', 'description_ru', 'description_en'] as const) {
    const after = patch[field];
    if (after === undefined || after === before[field]) continue;
    changes[field] = [before[field], after];
    Object.assign(columns, { [field]: after });
  }
  if (patch.category_id !== undefined && patch.category_id !== before.category.id) {
    changes.category_id = [before.category.id, patch.category_id];
    columns.category_id = patch.category_id;
  }
  if (patch.pack_multiple !== undefined && patch.pack_multiple !== before.pack_multiple) {
    changes.pack_multiple = [before.pack_multiple, patch.pack_multiple];
    columns.pack_multiple = patch.pack_multiple;
  }
  if (Object.keys(columns).length > 0) await updateProductColumns(tx, before.id, columns);

  for (const currency of CURRENCIES) {
    const after = patch.prices?.[currency];
    if (!after) continue;
    const old = before.prices.find((p) => p.currency === currency);
    let changed = false;
    for (const field of ['wholesale', 'retail'] as const) {
      if (old?.[field] === after[field]) continue;
      changes[`prices.${currency}.${field}`] = [old?.[field] ?? null, after[field]];
      changed = true;
    }
    if (changed) await upsertPrice(tx, { productId: before.id, currency, ...after });
  }
  await applyStock({ tx, before, patch, changes, lang });
  const properties = patch.properties && effectiveProperties(patch.properties, before.properties);
  if (properties && JSON.stringify(properties) !== JSON.stringify(before.properties)) {
    changes.properties = [before.properties, properties];
    await replaceProperties(tx, before.id, properties);
  }
  const hashtags = patch.hashtags && sortedUnique(patch.hashtags);
  if (hashtags && !sameList(hashtags, before.hashtags)) {
    changes.hashtags = [before.hashtags, hashtags];
    await replaceHashtags(tx, before.id, hashtags);
  }
  for (const [name, nameEn] of Object.entries(patch.hashtags_en ?? {})) {
    const old = before.hashtags_en[name] ?? null;
    if (old === nameEn) continue;
    changes[`hashtags_en.${name}`] = [old, nameEn];
    await setHashtagNameEn(tx, name, nameEn);
  }
  const statuses = patch.statuses && sortedUnique(patch.statuses);
  if (statuses && !sameList(statuses, before.statuses)) {
    changes.statuses = [before.statuses, statuses];
    await replaceStatuses(tx, before.id, statuses);
  }
  if (Object.keys(changes).length > 0 && Object.keys(columns).length === 0) {
    await updateProductColumns(tx, before.id, {});
  }
  return changes;
}

/**
 * The patch's stock rows that differ from `before` (a store named twice: its last row), written in
 * one batch through the stock writer (docs/rules.md#stock-writes); each recorded in `changes` as
 * `stock.<store id>`.
 */
async function applyStock(options: {
  tx: Executor;
  before: ServiceProductRow;
  patch: ServiceProductPatch;
  changes: Changes;
  lang: TextLanguage;
}): Promise<void> {
  const { tx, before, patch, changes, lang } = options;
  const wanted = new Map((patch.stock ?? []).map((row) => [row.store_id, row.quantity]));
  const rows = [];
  for (const [storeId, quantity] of wanted) {
    const old = before.stock.find((s) => s.store_id === storeId)?.quantity ?? 0;
    if (old === quantity) continue;
    changes[`stock.${storeId}`] = [old, quantity];
    rows.push({ storeId, productId: before.id, quantity });
  }
  await setStoreStock(tx, { rows, lang });
}

/**
 * The properties a patch leaves, each with its English text: `value_en` as given; left out, the
 * one it had while slug and value stay the same, none once the value changes (so the English
 * version never shows a stale translation of an edited value).
 */
function effectiveProperties(
  patch: NonNullable<ServiceProductPatch['properties']>,
  before: ServiceProperty[],
): ServiceProperty[] {
  const bySlug = new Map(before.map((p) => [p.slug, p]));
  return patch.map(({ slug, value, value_en }) => {
    const old = bySlug.get(slug);
    const kept = old?.value === value ? old.value_en : null;
    return { slug, value, value_en: value_en === undefined ? kept : value_en };
  });
}

/** Hashtags and statuses are sets: compared sorted in JavaScript (not by the database collation). */
const sortedUnique = (values: string[]) => [...new Set(values)].sort();
const sameList = (sorted: string[], other: string[]) =>
  JSON.stringify(sorted) === JSON.stringify(sortedUnique(other));

/** GET /services/statuses. */
export const listServiceStatuses = (db: Db) => listStatuses(db);
