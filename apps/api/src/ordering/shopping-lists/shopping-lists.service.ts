import {
  SHOPPING_LIST_MAX_LINES,
  SHOPPING_LIST_MAX_QUANTITY,
  SHOPPING_LISTS_MAX,
  type ShoppingList,
  type ShoppingListCreateBody,
  type ShoppingListLineInput,
  type ShoppingListPatchBody,
  type ShoppingListSummary,
} from '@kits/contract';
import { type RequestContext, viewScope } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toListLine, toListSummary } from './shopping-lists.mappers';
import { shoppingListsMessage } from './shopping-lists.messages';
import {
  addListLines,
  countLinesWith,
  countOwnLists,
  deleteLine,
  deleteList,
  findLinesToOrder,
  findListLines,
  findVisibleList,
  findVisibleLists,
  insertList,
  type LineToOrderRow,
  type ListSummaryRow,
  lockOwnLists,
  setLineQuantity,
  updateList,
} from './shopping-lists.repository';

/**
 * Shopping lists (docs/rules.md#shopping-lists). The user comes from the verified token; a list the
 * caller may not see answers 404 NOT_FOUND (it looks absent: another counterparty's list, a
 * colleague's unshared one, any customer's list to staff); a list the caller sees but does not own
 * (a colleague's shared list) answers 403 FORBIDDEN to every write — it may only be read and ordered.
 */

/** The list `listId` as the caller sees it, or NOT_FOUND (404). `lock`: see findVisibleList. */
export async function visibleList(
  ctx: RequestContext,
  options: { db: Executor; listId: number; lock?: boolean },
): Promise<ListSummaryRow> {
  const { db, listId, lock } = options;
  const row = await findVisibleList(db, { userId: ctx.requireUser().id, listId, lock });
  if (!row) {
    throw new AppError('NOT_FOUND', { message: shoppingListsMessage(ctx.lang, 'notFound', { id: listId }) });
  }
  return row;
}

/** The caller's own list `listId`, locked for the write: 404 when not visible, 403 when a colleague's. */
async function ownList(ctx: RequestContext, tx: Executor, listId: number): Promise<ListSummaryRow> {
  const row = await visibleList(ctx, { db: tx, listId, lock: true });
  if (!row.own) {
    throw new AppError('FORBIDDEN', {
      message: shoppingListsMessage(ctx.lang, 'notOwner', { name: row.name }),
    });
  }
  return row;
}

/** GET shopping-lists: the caller's own lists, then those its counterparty's users share. */
export async function listShoppingLists(
  ctx: RequestContext,
  options: { db: Executor },
): Promise<ShoppingListSummary[]> {
  return (await findVisibleLists(options.db, ctx.requireUser().id)).map(toListSummary);
}

/** GET shopping-lists/{id}: the list with its lines (404 when the caller may not see it). */
export async function getShoppingList(
  ctx: RequestContext,
  options: { db: Executor; listId: number },
): Promise<ShoppingList> {
  const row = await visibleList(ctx, options);
  return readList(ctx, options.db, row);
}

async function readList(ctx: RequestContext, db: Executor, row: ListSummaryRow): Promise<ShoppingList> {
  const scope = viewScope(ctx);
  const lines = await findListLines(db, { scope, listId: Number(row.id) });
  return { ...toListSummary(row), items: lines.map((line) => toListLine(line, scope)) };
}

/** The list after a write, read in the same transaction. */
async function reread(ctx: RequestContext, tx: Executor, listId: number) {
  return readList(ctx, tx, await visibleList(ctx, { db: tx, listId }));
}

/**
 * Adds `lines` to list `listId` inside the caller's transaction (the list row locked): 422
 * UNPROCESSABLE naming unknown products, or when the list would pass SHOPPING_LIST_MAX_LINES lines.
 */
async function putLines(
  ctx: RequestContext,
  tx: Executor,
  options: { listId: number; lines: readonly ShoppingListLineInput[] },
): Promise<void> {
  const { listId, lines } = options;
  if (lines.length === 0) return;
  const productIds = lines.map((line) => line.product_id);
  if ((await countLinesWith(tx, { listId, productIds })) > SHOPPING_LIST_MAX_LINES) {
    const message = shoppingListsMessage(ctx.lang, 'tooManyLines', { max: SHOPPING_LIST_MAX_LINES });
    throw new AppError('UNPROCESSABLE', { message, errors: { lines: [message] } });
  }
  const { unknown } = await addListLines(tx, {
    listId,
    lines: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
    maxQuantity: SHOPPING_LIST_MAX_QUANTITY,
  });
  if (unknown.length > 0) {
    const message = shoppingListsMessage(ctx.lang, 'unknownProducts', { ids: unknown.join(', ') });
    throw new AppError('UNPROCESSABLE', { message, errors: { lines: [message] } });
  }
}

/**
 * POST shopping-lists: a new list of the caller with its first lines, in one transaction (all or
 * nothing; the caller's list count locked meanwhile). 422 when the caller already owns
 * SHOPPING_LISTS_MAX lists, a product is unknown or there are too many lines.
 */
export async function createShoppingList(
  ctx: RequestContext,
  options: { db: Db; body: ShoppingListCreateBody },
): Promise<ShoppingList> {
  const { db, body } = options;
  const userId = ctx.requireUser().id;
  return db.transaction(async (tx) => {
    await lockOwnLists(tx, userId);
    if ((await countOwnLists(tx, userId)) >= SHOPPING_LISTS_MAX) {
      const message = shoppingListsMessage(ctx.lang, 'tooManyLists', { max: SHOPPING_LISTS_MAX });
      throw new AppError('UNPROCESSABLE', { message, errors: { name: [message] } });
    }
    const listId = await insertList(tx, { userId, name: body.name, shared: body.shared ?? false });
    await putLines(ctx, tx, { listId, lines: body.lines ?? [] });
    return reread(ctx, tx, listId);
  });
}

/** PATCH shopping-lists/{id}: renames and/or shares or unshares the caller's own list. */
export async function patchShoppingList(
  ctx: RequestContext,
  options: { db: Db; listId: number; body: ShoppingListPatchBody },
): Promise<ShoppingList> {
  const { db, listId, body } = options;
  return db.transaction(async (tx) => {
    await ownList(ctx, tx, listId);
    await updateList(tx, { listId, name: body.name, shared: body.shared });
    return reread(ctx, tx, listId);
  });
}

/** DELETE shopping-lists/{id}: deletes the caller's own list with its lines. */
export async function deleteShoppingList(
  ctx: RequestContext,
  options: { db: Db; listId: number },
): Promise<{ id: number }> {
  const { db, listId } = options;
  await db.transaction(async (tx) => {
    await ownList(ctx, tx, listId);
    await deleteList(tx, listId);
  });
  return { id: listId };
}

/**
 * POST shopping-lists/{id}/lines: adds lines to the caller's own list (units of a product already
 * there are added to its line, capped at SHOPPING_LIST_MAX_QUANTITY), all or nothing.
 */
export async function addShoppingListLines(
  ctx: RequestContext,
  options: { db: Db; listId: number; lines: readonly ShoppingListLineInput[] },
): Promise<ShoppingList> {
  const { db, listId, lines } = options;
  return db.transaction(async (tx) => {
    await ownList(ctx, tx, listId);
    await putLines(ctx, tx, { listId, lines });
    return reread(ctx, tx, listId);
  });
}

/** PUT shopping-lists/{id}/lines/{productId}: sets a line's units (404 when the list has no such line). */
export async function setShoppingListLine(
  ctx: RequestContext,
  options: { db: Db; listId: number; productId: number; quantity: number },
): Promise<ShoppingList> {
  const { db, listId, productId, quantity } = options;
  return db.transaction(async (tx) => {
    await ownList(ctx, tx, listId);
    if (!(await setLineQuantity(tx, { listId, productId, quantity }))) {
      throw new AppError('NOT_FOUND', {
        message: shoppingListsMessage(ctx.lang, 'lineNotFound', { productId }),
      });
    }
    return reread(ctx, tx, listId);
  });
}

/** DELETE shopping-lists/{id}/lines/{productId}: removes a line (idempotent). */
export async function removeShoppingListLine(
  ctx: RequestContext,
  options: { db: Db; listId: number; productId: number },
): Promise<ShoppingList> {
  const { db, listId, productId } = options;
  return db.transaction(async (tx) => {
    await ownList(ctx, tx, listId);
    await deleteLine(tx, { listId, productId });
    return reread(ctx, tx, listId);
  });
}

/**
 * The lines of list `listId` for ordering it (docs/rules.md#shopping-lists): the caller's own list
 * or a colleague's shared one (NOT_FOUND 404 otherwise), names in the caller's language, in the
 * order added, each with its product's archived flag. Reads only.
 */
export async function linesToOrder(
  ctx: RequestContext,
  options: { db: Executor; listId: number },
): Promise<LineToOrderRow[]> {
  const { db, listId } = options;
  await visibleList(ctx, { db, listId });
  return findLinesToOrder(db, { listId, lang: ctx.lang });
}
