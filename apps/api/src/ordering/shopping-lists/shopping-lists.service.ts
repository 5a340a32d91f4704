import {
  SHOPPING_LISTS_MAX,
  type ShoppingList,
  type ShoppingListCreateBody,
  type ShoppingListPatchBody,
  type ShoppingListSummary,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ownList, readList, reread, visibleList } from './shopping-list-access';
import { putLines } from './shopping-list-lines.service';
import { toListSummary } from './shopping-lists.mappers';
import { shoppingListsMessage } from './shopping-lists.messages';
import {
  countOwnLists,
  deleteList,
  findVisibleLists,
  insertList,
  lockOwnLists,
  updateList,
} from './shopping-lists.repository';

/** The shopping lists themselves (docs/rules.md#shopping-lists); who may do what: shopping-list-access.ts. */

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
