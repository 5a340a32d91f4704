import {
  SHOPPING_LIST_MAX_LINES,
  SHOPPING_LIST_MAX_QUANTITY,
  type ShoppingList,
  type ShoppingListLineInput,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ownList, reread, visibleList } from './shopping-list-access';
import {
  addListLines,
  countLinesWith,
  deleteLine,
  findLinesToOrder,
  type LineToOrderRow,
  setLineQuantity,
} from './shopping-list-lines.repository';
import { shoppingListsMessage } from './shopping-lists.messages';

/** The lines of a shopping list (docs/rules.md#shopping-lists): added, set and removed by the owner, read to order. */

/**
 * Adds `lines` to list `listId` inside the caller's transaction (the list row locked): 422
 * UNPROCESSABLE naming unknown products, or when the list would pass SHOPPING_LIST_MAX_LINES lines.
 */
export async function putLines(
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
