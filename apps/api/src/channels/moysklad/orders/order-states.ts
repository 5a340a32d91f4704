import type { OrderStatusName } from '@kits/contract';
import { followOrderStatus } from '../../../ordering/orders';
import { MoyskladError, moyskladTime, parseMoyskladTime } from '../client';
import { saveMsCursors } from '../moysklad.repository';
import { idOf, type MsRef } from '../moysklad.shapes';
import type { OrdersRun } from './orders-out';
import { findOrderOfMoysklad, recordOrderInStep } from './orders-out.repository';

/**
 * Statuses back (docs/moysklad.md §Statuses back): a customer order that came from here and whose
 * state changed there (its webhook, or the poll reading the orders changed since the cursor)
 * moves our order to the status mapped to that state, through the moves staff could make —
 * forward one step at a time, or a cancel, which returns the stock — with history rows saying
 * «in МойСклад». A state that maps to no status, or one our order cannot reach (back to «Новый»
 * after it was confirmed), changes nothing here; either way МойСклад counts as in step, so the
 * status is not sent back to it.
 */

type MsCustomerOrder = { id: string; state?: MsRef; updated?: string };

/** Read again from a minute before the last change read: МойСклад's clock and ours differ a little. */
const OVERLAP_MS = 60_000;

/** Our order of customer order `order` taken to its state's status; answers whether it moved. */
async function follow(run: OrdersRun, order: MsCustomerOrder, statuses: Map<string, OrderStatusName>) {
  const ours = await findOrderOfMoysklad(run.db, order.id);
  const status = statuses.get(idOf(order.state ?? null) ?? '');
  if (!ours || !status) return false;
  const moves = await followOrderStatus(run.db, { orderId: ours.id, status, comment: null, lang: 'ru' });
  await recordOrderInStep(run.db, { orderId: ours.id, status: moves.at(-1) ?? ours.status });
  return moves.length > 0;
}

/** The mapping's states read backwards: state id → our status. */
const statusesOf = (run: OrdersRun) =>
  new Map(
    Object.entries(run.mapping.orders.states)
      .filter((entry): entry is [OrderStatusName, string] => !!entry[1])
      .map(([status, id]) => [id, status]),
  );

/**
 * Follows customer orders `ids` (a webhook named them): each read as it is now (a deleted one is
 * skipped). Without ids, the poll: the customer orders changed since `cursor` (the account's
 * `orders` cursor, МойСклад time), page by page, the cursor then moved to the newest change read. Answers how many of ours moved.
 */
export async function followOrderStates(
  run: OrdersRun,
  options: { ids?: string[]; cursor: string },
): Promise<{ moved: number }> {
  const statuses = statusesOf(run);
  let moved = 0;
  if (options.ids) {
    for (const id of new Set(options.ids)) {
      const order = await run.client.get<MsCustomerOrder>(`entity/customerorder/${id}`).catch((error) => {
        if (error instanceof MoyskladError && error.status === 404) return null;
        throw error;
      });
      if (order && (await follow(run, order, statuses))) moved++;
    }
    return { moved };
  }
  const since = moyskladTime(new Date(parseMoyskladTime(options.cursor).getTime() - OVERLAP_MS));
  let newest = options.cursor;
  for await (const page of run.client.pages<MsCustomerOrder>('entity/customerorder', {
    filter: `updated>=${since}`,
  })) {
    for (const order of page) {
      if (await follow(run, order, statuses)) moved++;
      if (order.updated && order.updated > newest) newest = order.updated;
    }
  }
  await saveMsCursors(run.db, { orders: newest });
  return { moved };
}
