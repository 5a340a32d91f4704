import type { ShoppingList } from '@kits/contract';
import { type RequestContext, viewScope } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findListLines } from './shopping-list-lines.repository';
import { toListLine, toListSummary } from './shopping-lists.mappers';
import { shoppingListsMessage } from './shopping-lists.messages';
import { findVisibleList, type ListSummaryRow } from './shopping-lists.repository';

/**
 * Who may do what with a shopping list (docs/rules.md#shopping-lists). The user comes from the verified token; a list the
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
export async function ownList(ctx: RequestContext, tx: Executor, listId: number): Promise<ListSummaryRow> {
  const row = await visibleList(ctx, { db: tx, listId, lock: true });
  if (!row.own) {
    throw new AppError('FORBIDDEN', {
      message: shoppingListsMessage(ctx.lang, 'notOwner', { name: row.name }),
    });
  }
  return row;
}

/** List `row` with its lines as the caller sees them (prices, stock, its basket counts). */
export async function readList(
  ctx: RequestContext,
  db: Executor,
  row: ListSummaryRow,
): Promise<ShoppingList> {
  const scope = viewScope(ctx);
  const lines = await findListLines(db, { scope, listId: Number(row.id) });
  return { ...toListSummary(row), items: lines.map((line) => toListLine(line, scope)) };
}

/** The list after a write, read in the same transaction. */
export async function reread(ctx: RequestContext, tx: Executor, listId: number): Promise<ShoppingList> {
  return readList(ctx, tx, await visibleList(ctx, { db: tx, listId }));
}
