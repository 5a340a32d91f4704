import type { PriceType, PriceTypeBody, TextLanguage } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { assertFresh, type IfMatch, withEtag } from '../../lib/record-version';
import { priceTypesMessage } from './price-types.messages';
import {
  deletePriceTypeRow,
  findNameTaken,
  findPriceType,
  findPriceTypes,
  insertPriceType,
  lockPriceTypeNames,
  type PriceTypeRow,
  renamePriceTypeRow,
} from './price-types.repository';

/**
 * The price types staff keep (docs/rules.md#buyer-price) on /services/price-types: list, create,
 * rename, delete while no counterparty pays it. Every write is one transaction with its audit row
 * (entity `price_type`); renames and deletes name the version they change (If-Match,
 * docs/rules.md#record-versions).
 */

/** Managers and admins only: FORBIDDEN (403) for anybody else (the routes check it too). */
export function requireStaff(ctx: RequestContext): number {
  const user = ctx.requireUser();
  if (!ctx.isManager) throw new AppError('FORBIDDEN', { message: message(ctx.lang, 'forbidden') });
  return user.id;
}

/** A price type row as the API answers it, with its `etag`. */
export const toPriceType = (row: PriceTypeRow): PriceType =>
  withEtag({
    id: row.id,
    name: row.name,
    external_id: row.external_id,
    priced: row.priced,
    counterparties: row.counterparties,
  });

const notFound = (lang: TextLanguage, id: number) =>
  new AppError('NOT_FOUND', { message: priceTypesMessage(lang, 'notFound', { id }) });

/** Price type `id` (locked with `lock`); NOT_FOUND (404) when there is none. */
export async function loadPriceType(
  ctx: RequestContext,
  options: { db: Executor; id: number; lock?: boolean },
): Promise<PriceTypeRow> {
  requireStaff(ctx);
  const row = await findPriceType(options.db, options);
  if (!row) throw notFound(ctx.lang, options.id);
  return row;
}

/** GET services/price-types: every price type by name. */
export async function listPriceTypes(ctx: RequestContext, options: { db: Executor }): Promise<PriceType[]> {
  requireStaff(ctx);
  return (await findPriceTypes(options.db)).map(toPriceType);
}

/** 422 `errors.name` when another price type has `name` (ignoring case). */
async function checkName(lang: TextLanguage, db: Executor, options: { name: string; exceptId?: number }) {
  if ((await findNameTaken(db, options)) !== undefined)
    throwIfErrors({ name: [priceTypesMessage(lang, 'nameTaken')] });
}

/**
 * POST services/price-types: a new price type without prices (its buyers pay list prices until
 * prices are imported); audited. 422 `errors.name` when the name is taken.
 */
export async function createPriceType(
  ctx: RequestContext,
  options: { db: Db; body: PriceTypeBody },
): Promise<PriceType> {
  const userId = requireStaff(ctx);
  const { name } = options.body;
  return options.db.transaction(async (tx) => {
    await lockPriceTypeNames(tx);
    await checkName(ctx.lang, tx, { name });
    const id = await insertPriceType(tx, { name });
    await insertAudit(tx, {
      userId,
      entity: 'price_type',
      entityId: id,
      action: 'create',
      changes: { name: [null, name] },
    });
    return toPriceType(await loadPriceType(ctx, { db: tx, id }));
  });
}

/**
 * PATCH services/price-types/{id}: renames it; audited. 404 unknown, 412 stale (with `current`),
 * 422 `errors.name` when the name is taken.
 */
export async function renamePriceType(
  ctx: RequestContext,
  options: { db: Db; id: number; body: PriceTypeBody; ifMatch: IfMatch },
): Promise<PriceType> {
  const userId = requireStaff(ctx);
  const { id } = options;
  const { name } = options.body;
  return options.db.transaction(async (tx) => {
    const row = await loadPriceType(ctx, { db: tx, id, lock: true });
    assertFresh(ctx.lang, options.ifMatch, toPriceType(row));
    if (row.name !== name) {
      await lockPriceTypeNames(tx);
      await checkName(ctx.lang, tx, { name, exceptId: id });
      await renamePriceTypeRow(tx, { id, name });
      await insertAudit(tx, {
        userId,
        entity: 'price_type',
        entityId: id,
        action: 'update',
        changes: { name: [row.name, name] },
      });
    }
    return toPriceType(await loadPriceType(ctx, { db: tx, id }));
  });
}

/**
 * DELETE services/price-types/{id}: deletes it with its prices; audited. 404 unknown, 412 stale,
 * 409 CONFLICT while a counterparty pays it (the counterparty's type is staff's choice to change).
 */
export async function deletePriceType(
  ctx: RequestContext,
  options: { db: Db; id: number; ifMatch: IfMatch },
): Promise<void> {
  const userId = requireStaff(ctx);
  const { id } = options;
  await options.db.transaction(async (tx) => {
    const row = await loadPriceType(ctx, { db: tx, id, lock: true });
    assertFresh(ctx.lang, options.ifMatch, toPriceType(row));
    if (row.counterparties > 0)
      throw new AppError('CONFLICT', {
        message: priceTypesMessage(ctx.lang, 'inUse', { count: row.counterparties }),
      });
    await deletePriceTypeRow(tx, id);
    await insertAudit(tx, {
      userId,
      entity: 'price_type',
      entityId: id,
      action: 'delete',
      changes: { name: [row.name, null] },
    });
  });
}
