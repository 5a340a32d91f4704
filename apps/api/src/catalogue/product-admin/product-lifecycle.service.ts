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
import type { Db } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { lockProductForEdit } from '../catalog';
import { cleanText, NEW_STATUS, type PriceSet, parseMoney, priceSet } from '../import';
import { removeImage } from '../media';
import { productAdminMessage } from './product-admin.messages';
import {
  categoryExists,
  countProductReferences,
  deleteProductRow,
  ensureStatus,
  findProduct,
  insertProduct,
  type ProductReferences,
  productIdByCode,
  replaceStatuses,
  setProductArchived,
  upsertPrice,
} from './product-admin.repository';
import { getServiceProduct } from './product-admin.service';

/**
 * Prices in every currency from the ones staff typed (docs/rules.md#product-lifecycle): each amount
 * checked as the import checks a feed price (`parseMoney`: above zero, else `errors['prices.<CUR>']`),
 * the missing currencies converted from the first one given at the import's rates (`priceSet`);
 * none given → `errors.prices`.
 */
function pricesOf(
  input: ServiceProductCreate['prices'],
  lang: TextLanguage,
  errors: Record<string, string[]>,
) {
  const given = CURRENCIES.flatMap((currency) => {
    const price = input[currency];
    return price ? [{ currency, ...price }] : [];
  });
  if (given.length === 0) {
    errors.prices = [productAdminMessage(lang, 'pricesRequired')];
    return null;
  }
  const checked: { currency: Currency; wholesale: string; retail: string }[] = [];
  for (const price of given) {
    const wholesale = parseMoney(price.wholesale);
    const retail = parseMoney(price.retail);
    if (!wholesale || !retail)
      errors[`prices.${price.currency}`] = [productAdminMessage(lang, 'priceNotPositive')];
    else checked.push({ currency: price.currency, wholesale, retail });
  }
  if (checked.length < given.length) return null;
  const first = checked[0]!;
  const set: PriceSet = priceSet({
    price: first.wholesale,
    oldPrice: first.retail,
    currency: first.currency,
  });
  for (const price of checked) set[price.currency] = { wholesale: price.wholesale, retail: price.retail };
  return set;
}

/**
 * POST /services/products (docs/rules.md#product-lifecycle): a product made by hand, in one
 * transaction with its prices in every currency, the status `new` and one audit row (entity
 * product, action create). Names and code are cleaned as the import cleans a feed's
 * (`cleanText`); the kept catalogue sees it on the next read (catalog_revision triggers).
 *
 * @throws AppError UNPROCESSABLE with `errors.code` (taken), `errors.category_id` (no such
 * category), `errors.prices` / `errors['prices.<CUR>']`.
 */
export async function createServiceProduct(
  ctx: RequestContext,
  options: { db: Db; body: ServiceProductCreate },
): Promise<ServiceProduct> {
  const { db, body } = options;
  const { lang } = ctx;
  const errors: Record<string, string[]> = {};
  const code = cleanText(body.code) ?? '';
  if (await productIdByCode(db, code)) errors.code = [productAdminMessage(lang, 'codeTaken', { code })];
  if (!(await categoryExists(db, body.category_id)))
    errors.category_id = [productAdminMessage(lang, 'unknownCategory')];
  const prices = pricesOf(body.prices, lang, errors);
  throwIfErrors(errors);
  const row = {
    code,
    name_ru: cleanText(body.name_ru) ?? '',
    name_en: cleanText(body.name_en) ?? '',
    description_ru: body.description_ru?.trim() || null,
    description_en: body.description_en?.trim() || null,
    category_id: body.category_id,
  };
  const id = await db.transaction(async (tx) => {
    const created = await insertProduct(tx, row);
    if (created === undefined) throwIfErrors({ code: [productAdminMessage(lang, 'codeTaken', { code })] });
    for (const currency of CURRENCIES)
      await upsertPrice(tx, { productId: created!, currency, ...prices![currency] });
    // The status of an imported product the import does not approve (docs/rules.md#decisions-7).
    await ensureStatus(tx, NEW_STATUS);
    await replaceStatuses(tx, created!, [NEW_STATUS.slug]);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'product',
      entityId: created!,
      action: 'create',
      changes: { ...row, prices },
    });
    return created!;
  });
  return getServiceProduct(ctx, { db, id });
}

/**
 * POST /services/products/{id}/archive and /restore (docs/rules.md#product-lifecycle): sets or
 * clears products.archived_at (an archived product leaves the customers' lists, product pages and
 * search on the next read; orders keep their lines) with one audit row when it changes.
 *
 * @throws AppError NOT_FOUND.
 */
export async function setServiceProductArchived(
  ctx: RequestContext,
  options: { db: Db; id: number; archived: boolean },
): Promise<ServiceProduct> {
  const { db, id, archived } = options;
  await db.transaction(async (tx) => {
    if (!(await lockProductForEdit(tx, id))) {
      throw new AppError('NOT_FOUND', { message: productAdminMessage(ctx.lang, 'notFound') });
    }
    const before = (await findProduct(tx, { id, stores: SERVICE_STOCK_STORES }))!;
    if ((before.archived_at !== null) === archived) return;
    await setProductArchived(tx, id, archived);
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

/** The kinds of references, in the order the 409 message names them. */
const REFERENCE_KINDS = ['orders', 'baskets', 'favourites', 'sales', 'stock', 'shopify'] as const;

/**
 * DELETE /services/products/{id} (docs/rules.md#product-lifecycle): deletes a product nothing
 * references — no order line, basket line, favourite, sales line, Shopify link, nor stock or
 * supplies in any store — with its prices, properties, links and pictures, in one transaction with
 * one audit row (entity product, action delete, the product as it was); its picture files are
 * removed after the commit. Otherwise 409 naming what references it (archive it instead).
 *
 * @throws AppError NOT_FOUND; CONFLICT with the references.
 */
export async function deleteServiceProduct(
  ctx: RequestContext,
  options: { db: Db; id: number; mediaDir: string },
): Promise<void> {
  const { db, id, mediaDir } = options;
  const { lang } = ctx;
  const files = await db.transaction(async (tx) => {
    if (!(await lockProductForEdit(tx, id))) {
      throw new AppError('NOT_FOUND', { message: productAdminMessage(lang, 'notFound') });
    }
    const references = await countProductReferences(tx, id);
    const used = REFERENCE_KINDS.filter((kind) => references[kind] > 0);
    if (used.length > 0) {
      throw new AppError('CONFLICT', { message: referencesMessage(lang, references, used) });
    }
    const before = (await findProduct(tx, { id, stores: SERVICE_STOCK_STORES }))!;
    const removed = await deleteProductRow(tx, id);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'product',
      entityId: id,
      action: 'delete',
      changes: {
        code: before.code,
        name_ru: before.name_ru,
        name_en: before.name_en,
        category_id: before.category.id,
        prices: before.prices,
      },
    });
    return removed;
  });
  await Promise.all(
    files.map((m) => removeImage({ mediaDir, fileName: m.file_name, thumbFileName: m.thumb_file_name })),
  );
}

/** "Товар нельзя удалить: на него ссылаются заказы (2), корзины (1). Перенесите его в архив." */
function referencesMessage(
  lang: TextLanguage,
  references: ProductReferences,
  used: readonly (keyof ProductReferences)[],
) {
  const list = used
    .map((kind) => `${productAdminMessage(lang, `reference.${kind}`)} (${references[kind]})`)
    .join(', ');
  return productAdminMessage(lang, 'referenced', { list });
}
