import {
  CURRENCIES,
  type Currency,
  SERVICE_STOCK_STORES,
  type ServiceProduct,
  type ServiceProductCreate,
  type TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cleanText, completePrices, isYes, type PriceSet, shelfSize } from '../import';
import { removeImage } from '../media';
import { productAdminMessage } from './product-admin.messages';
import { findProduct, lockProduct } from './product-admin.repository';
import { applyPatch, getServiceProduct, referenceErrors, throwFieldErrors } from './product-admin.service';
import {
  deleteProduct,
  findProductIdByCode,
  findProductReferences,
  insertProduct,
  type ProductReferences,
  setArchived,
} from './product-lifecycle.repository';

/**
 * POST /services/products (docs/rules.md#product-create): a product made by hand, in one
 * transaction with one audit row (entity product, action create, the values given). The code is
 * cleaned as the import cleans it (inner whitespace runs one space) and must be free; category,
 * statuses and stores must exist; at least one currency's prices are given, the others converted
 * at the import's rates; the shelf size and premium flag come from the `size` and `premium`
 * properties as the import reads them. Prices, stock, properties, hashtags and statuses are written
 * by the edit's one writer (`applyPatch`). New products carry the statuses given (none: none).
 *
 * @throws AppError UNPROCESSABLE with `errors.code` (taken), `errors.prices` (none given),
 * `errors.category_id`, `errors.statuses`, `errors.stock`.
 */
export async function createServiceProduct(
  ctx: RequestContext,
  options: { db: Db; body: ServiceProductCreate },
): Promise<ServiceProduct> {
  const { db, body } = options;
  const { lang } = ctx;
  const code = cleanText(body.code)!;
  const id = await db.transaction(async (tx) => {
    const errors = await referenceErrors(tx, { patch: body, hashtags: [], lang });
    const taken = await findProductIdByCode(tx, code);
    if (taken !== null) errors.code = [productAdminMessage(lang, 'codeTaken', { code, id: taken })];
    const prices = completePrices(givenPrices(body));
    if (!prices) errors.prices = [productAdminMessage(lang, 'noPrice')];
    throwFieldErrors(errors, lang);
    const property = (slug: string) => body.properties?.find((p) => p.slug === slug)?.value;
    const newId = await insertProduct(tx, {
      code,
      name_ru: cleanText(body.name_ru)!,
      name_en: cleanText(body.name_en)!,
      description_ru: body.description_ru ?? null,
      description_en: body.description_en ?? null,
      category_id: body.category_id,
      size: shelfSize(property('size') ?? ''),
      is_premium: isYes(property('premium') ?? ''),
    });
    const before = (await findProduct(tx, { id: newId, stores: SERVICE_STOCK_STORES }))!;
    const changes = await applyPatch(tx, {
      before,
      patch: {
        prices: prices!,
        stock: body.stock,
        properties: body.properties,
        hashtags: body.hashtags,
        statuses: body.statuses,
      },
      lang,
    });
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'product',
      entityId: newId,
      action: 'create',
      changes: {
        code: [null, code],
        name_ru: [null, before.name_ru],
        name_en: [null, before.name_en],
        category_id: [null, body.category_id],
        ...changes,
      },
    });
    return newId;
  });
  return getServiceProduct(ctx, { db, id });
}

/** The prices the body gives, by currency. */
function givenPrices(body: ServiceProductCreate): Partial<PriceSet> {
  const given: Partial<PriceSet> = {};
  for (const currency of CURRENCIES) {
    const price = body.prices?.[currency as Currency];
    if (price) given[currency] = price;
  }
  return given;
}

/**
 * POST /services/products/{id}/archive and …/restore (docs/rules.md#product-archive): sets or clears
 * archived_at in one transaction with one audit row (action archive or restore); archiving an
 * archived product (or restoring one on sale) changes and records nothing. An archived product is
 * hidden from customers on the next catalogue read (the catalog_revision trigger).
 *
 * @throws AppError NOT_FOUND.
 */
export async function archiveServiceProduct(
  ctx: RequestContext,
  options: { db: Db; id: number; archived: boolean },
): Promise<ServiceProduct> {
  const { db, id, archived } = options;
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id, ctx.lang);
    if ((before.archived_at !== null) === archived) return;
    await setArchived(tx, { id, archived });
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'product',
      entityId: id,
      action: archived ? 'archive' : 'restore',
      changes: { archived: [!archived, archived] },
    });
  });
  return getServiceProduct(ctx, { db, id });
}

/**
 * DELETE /services/products/{id} (docs/rules.md#product-delete): only a product nothing refers to —
 * no order, basket, favourite, sales line or connected Shopify shop — is deleted, with its prices,
 * properties, links, pictures and stock rows, in one transaction with one audit row (action
 * delete, its code and names); its picture files are removed after the commit.
 *
 * @throws AppError NOT_FOUND; CONFLICT (409) naming what refers to it (archive it instead).
 */
export async function deleteServiceProduct(
  ctx: RequestContext,
  options: { db: Db; id: number; mediaDir: string },
): Promise<void> {
  const { db, id, mediaDir } = options;
  const files = await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id, ctx.lang);
    const references = await findProductReferences(tx, id);
    const listed = referenceList(references, ctx.lang);
    if (listed) {
      throw new AppError('CONFLICT', {
        message: productAdminMessage(ctx.lang, 'deleteReferenced', { references: listed }),
      });
    }
    const removed = await deleteProduct(tx, id);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'product',
      entityId: id,
      action: 'delete',
      changes: {
        code: [before.code, null],
        name_ru: [before.name_ru, null],
        name_en: [before.name_en, null],
      },
    });
    return removed;
  });
  await Promise.all(
    files.map((f) => removeImage({ mediaDir, fileName: f.file_name, thumbFileName: f.thumb_file_name })),
  );
}

const REFERENCE_KEYS = {
  orders: 'refOrders',
  baskets: 'refBaskets',
  favourites: 'refFavourites',
  sales: 'refSales',
  shops: 'refShops',
} as const;

/** "3 orders, 1 basket" in `lang`; empty when nothing refers to the product. */
function referenceList(references: ProductReferences, lang: TextLanguage): string {
  return (Object.keys(REFERENCE_KEYS) as (keyof ProductReferences)[])
    .filter((kind) => references[kind] > 0)
    .map((kind) => productAdminMessage(lang, REFERENCE_KEYS[kind], { count: references[kind] }))
    .join(', ');
}

/** The product locked for a write. @throws AppError NOT_FOUND. */
async function lockedProduct(tx: Executor, id: number, lang: TextLanguage) {
  if (!(await lockProduct(tx, id))) {
    throw new AppError('NOT_FOUND', { message: productAdminMessage(lang, 'notFound') });
  }
  return (await findProduct(tx, { id, stores: SERVICE_STOCK_STORES }))!;
}
