import { APPROVED_STATUS } from '@kits/contract';
import type { Db, Executor } from '../../db/client';
import { setStoreStock } from '../../outlets/stock';
import { removeImage } from '../media';
import { categoryHash, draftHash, type ProductDraft, toDraft } from './import.mapping';
import type { ReportBuilder } from './import.report';
import {
  addStatus,
  deleteDroppedMedia,
  findCategoriesByKeys,
  findProductsByCodes,
  findProductsByKeys,
  insertCategory,
  insertProducts,
  type ProductWrite,
  updateCategory,
  updateProducts,
  writeChildren,
} from './import.repository';
import { type ImportCategory, type ImportItem, UNCATEGORISED } from './import.types';

/** Status of imported products unless the import approves them (docs/rules.md#decisions-7, docs/rules.md#spec-3). */
export const NEW_STATUS = { slug: 'new', name: 'Новый товар' };
const APPROVED = { slug: APPROVED_STATUS, name: 'Проверено контент-менеджером' };
/** One "Без категории" category shared by every feed, not one per source. */
const UNCATEGORISED_KEY = 'import:~uncategorised';

export type RunContext = {
  db: Db;
  mediaDir: string;
  source: string;
  storeId: number;
  approve: boolean;
  dryRun: boolean;
  report: ReportBuilder;
  /** Feed category key → our id (created or found so far in this run). */
  categoryIds: Map<string, number>;
  /** Every category slug in the database, plus the ones this run took. */
  slugs: Set<string>;
  /** Codes this run wrote or (dry run) would write → external key, for collisions across batches. */
  codes: Map<string, string>;
  categoryPosition: number;
};

/** A product of the batch that exists after it (for pictures). */
export type WrittenProduct = { productId: number; draft: ProductDraft };

type CategoryPlan = {
  category: ImportCategory;
  externalKey: string;
  hash: string;
  action: 'create' | 'update' | 'keep';
  id: number | null;
};

/**
 * Plans and writes one batch (≤ 500 items and the categories announced before them) in one
 * transaction (docs/import.md §Batches): a killed import leaves whole batches, and re-running it
 * finds them unchanged. Answers the batch's products for the picture step.
 */
export async function writeBatch(
  ctx: RunContext,
  batch: { categories: ImportCategory[]; items: ImportItem[] },
): Promise<WrittenProduct[]> {
  const categoryPlans = await planCategories(ctx, batch.categories);
  const plan = await planProducts(ctx, batch.items);
  if (ctx.dryRun) return [];
  const written: WrittenProduct[] = plan.unchanged;
  const dropped = await ctx.db.transaction(async (tx) => {
    await writeCategories(tx, ctx, categoryPlans);
    const rows = (draft: ProductDraft, id?: number): ProductWrite => ({
      id,
      category_id: ctx.categoryIds.get(draft.categoryKey)!,
      code: draft.code,
      name: draft.name,
      description: draft.description,
      name_en: draft.nameEn,
      description_en: draft.descriptionEn,
      archived: draft.archived,
      source_href: draft.sourceHref,
      size: draft.size,
      is_premium: draft.isPremium,
      external_key: draft.externalKey,
      import_hash: draftHash(draft, ctx.storeId),
    });
    const createdIds = await insertProducts(
      tx,
      plan.create.map((d) => rows(d)),
    );
    await updateProducts(
      tx,
      plan.update.map(({ draft, id }) => rows(draft, id)),
    );
    const changed: WrittenProduct[] = [
      ...plan.create.map((draft) => ({ productId: createdIds.get(draft.externalKey)!, draft })),
      ...plan.update.map(({ draft, id }) => ({ productId: id, draft })),
    ];
    await writeChildren(
      tx,
      changed.map(({ productId, draft }) => ({ productId, ...draft })),
      plan.update.map((u) => u.id),
    );
    const stock = changed.flatMap(({ productId, draft }) => {
      const isNew = createdIds.has(draft.externalKey);
      const quantity = draft.quantity ?? (isNew ? 0 : null);
      return quantity === null ? [] : [{ storeId: ctx.storeId, productId, quantity }];
    });
    await setStoreStock(tx, { rows: stock });
    const status = ctx.approve ? APPROVED : NEW_STATUS;
    await addStatus(tx, { productIds: [...createdIds.values()], ...status });
    written.push(...changed);
    return deleteDroppedMedia(
      tx,
      plan.update.map(({ draft, id }) => ({ product_id: id, urls: draft.pictures })),
    );
  });
  await Promise.all(
    dropped.map((m) =>
      removeImage({ mediaDir: ctx.mediaDir, fileName: m.file_name, thumbFileName: m.thumb_file_name }),
    ),
  );
  return written;
}

const externalCategoryKey = (source: string, key: string) =>
  key === UNCATEGORISED.key ? UNCATEGORISED_KEY : `${source}:${key}`;

/** Finds the batch's categories by external key; counts what would be created or updated. */
async function planCategories(ctx: RunContext, categories: ImportCategory[]): Promise<CategoryPlan[]> {
  const keys = categories.map((c) => externalCategoryKey(ctx.source, c.key));
  const known = await findCategoriesByKeys(ctx.db, keys);
  return categories.map((category, i) => {
    const found = known.get(keys[i]!);
    const hash = categoryHash(category.name, category.parentKey, category.moyskladName);
    if (found) ctx.categoryIds.set(category.key, found.id);
    const action = !found ? 'create' : found.import_hash === hash ? 'keep' : 'update';
    if (action !== 'keep') ctx.report.report.categories[action === 'create' ? 'created' : 'updated']++;
    return { category, externalKey: keys[i]!, hash, action, id: found?.id ?? null };
  });
}

/** Creates and updates categories in feed order (parents first), slugs unique in the database. */
async function writeCategories(tx: Executor, ctx: RunContext, plans: CategoryPlan[]) {
  for (const { category, externalKey, hash, action, id } of plans) {
    if (action === 'keep') continue;
    const parentId = category.parentKey === null ? null : (ctx.categoryIds.get(category.parentKey) ?? null);
    if (action === 'update') {
      await updateCategory(tx, {
        id: id!,
        parentId,
        name: category.name,
        moyskladName: category.moyskladName ?? null,
        importHash: hash,
      });
      continue;
    }
    let slug = category.slug;
    for (let n = 2; ctx.slugs.has(slug); n++) slug = `${category.slug}-${n}`;
    ctx.slugs.add(slug);
    const isUncategorised = category.key === UNCATEGORISED.key;
    const newId = await insertCategory(tx, {
      parentId,
      slug,
      nameRu: category.name,
      nameEn: isUncategorised ? 'Uncategorised' : category.name,
      moyskladName: category.moyskladName ?? '',
      position: ctx.categoryPosition++,
      externalKey,
      importHash: hash,
    });
    ctx.categoryIds.set(category.key, newId);
  }
}

type ProductPlan = {
  create: ProductDraft[];
  update: { draft: ProductDraft; id: number }[];
  unchanged: WrittenProduct[];
};

/**
 * Sorts the batch's items into create / update / unchanged (same import_hash) and rejects those
 * the writer can't take: a currency we don't price in, or a code another product holds.
 */
async function planProducts(ctx: RunContext, items: ImportItem[]): Promise<ProductPlan> {
  const { report } = ctx;
  const drafts: ProductDraft[] = [];
  for (const item of items) {
    const draft = toDraft(item, ctx.source);
    if ('reason' in draft)
      report.rejectRead({ code: draft.code, key: item.key, line: item.line, reason: draft.reason });
    else drafts.push(draft);
  }
  const known = await findProductsByKeys(
    ctx.db,
    drafts.map((d) => d.externalKey),
  );
  const owners = await findProductsByCodes(
    ctx.db,
    drafts.map((d) => d.code),
  );
  const plan: ProductPlan = { create: [], update: [], unchanged: [] };
  for (const draft of drafts) {
    const existing = known.get(draft.externalKey);
    const owner = owners.get(draft.code);
    const ownerKey = owner ? owner.external_key : ctx.codes.get(draft.code);
    const takenByOther = owner
      ? owner.id !== existing?.id
      : ownerKey !== undefined && ownerKey !== draft.externalKey;
    if (takenByOther) {
      const by = owner
        ? `product ${owner.id}${owner.external_key ? ` (${owner.external_key})` : ''}`
        : ownerKey;
      report.rejectRead({
        code: 'code_taken',
        key: draft.key,
        line: draft.line,
        reason: `item ${draft.key}: code ${draft.code} belongs to ${by}`,
      });
      continue;
    }
    ctx.codes.set(draft.code, draft.externalKey);
    if (!existing) {
      plan.create.push(draft);
      report.report.created++;
    } else if (existing.import_hash === draftHash(draft, ctx.storeId)) {
      plan.unchanged.push({ productId: existing.id, draft });
      report.report.unchanged++;
    } else {
      plan.update.push({ draft, id: existing.id });
      report.report.updated++;
    }
  }
  return plan;
}
