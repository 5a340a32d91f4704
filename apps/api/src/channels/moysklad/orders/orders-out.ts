import {
  type MoyskladMapping,
  type MoyskladOrdersMapping,
  type OrderStatusName,
  toMinor,
} from '@kits/contract';
import type { Db } from '../../../db/client';
import { linkOrderToMoysklad } from '../../../ordering/orders';
import { type MoyskladClient, MoyskladError } from '../client';
import { findMoyskladCounterparty, linkMoyskladCounterparty } from '../counterparties/links.repository';
import type { MsCollection } from '../moysklad.shapes';
import { MOYSKLAD_SOURCE } from '../sync/catalogue.sync';
import {
  findOrdersToSend,
  findPositionsToSend,
  findStatesToSend,
  type OrderToSend,
  type PositionToSend,
  recordOrderFailure,
  recordOrderInStep,
} from './orders-out.repository';

/**
 * Orders out (docs/moysklad.md §Orders out): each Russian-version order placed since the mapping
 * was saved becomes a customer order in МойСклад — the mapping's organization, the main store's
 * warehouse, the customer's counterparty (found by our external code, else by ИНН/КПП, else
 * created), one position per line (the product or modification it was synced from, the price in
 * kopecks, the discount in %), our order number as its name and our uuid as its external code,
 * the delivery data and comment in its description, the state of its status. The external code
 * makes it idempotent: before creating, the order is looked up by it, so a replay, a retry or a
 * restart mid-delivery finds the one made before. Then statuses moved here are sent there.
 */

/** Orders per run: the run ends and the next check queues another (a backlog drains in turns). */
const BATCH = 25;

/** Waits before the next try of an order, by failed attempts (then the last, every 30 min). */
const RETRY_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];
export const retryDelay = (attempts: number) => RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!;

/** What a run needs: the client, the saved mapping with its orders part. */
export type OrdersRun = {
  db: Db;
  client: MoyskladClient;
  mapping: MoyskladMapping & { orders: MoyskladOrdersMapping };
};

/** A run's counts. */
export type OrdersResult = { delivered: number; states: number; failed: number };

type Meta = { meta: { href: string; type: string; mediaType: 'application/json' } };

const metaOf = (run: OrdersRun, type: string, id: string, path = `entity/${type}/${id}`): Meta => ({
  meta: { href: `${run.client.apiUrl}/${path}`, type, mediaType: 'application/json' },
});

const stateMeta = (run: OrdersRun, status: string): Meta | undefined => {
  const id = run.mapping.orders.states[status as OrderStatusName];
  return id ? metaOf(run, 'state', id, `entity/customerorder/metadata/states/${id}`) : undefined;
};

const filterOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .join(';');

/** A failure that concerns this order only (МойСклад refused its body): the next orders go on. */
class OrderRefused extends Error {}

/**
 * The customer's counterparty there: the one ours is linked to (the counterparty import or an
 * earlier order linked them: docs/moysklad.md §Counterparties); else one carrying our external
 * code `kits-counterparty-<id>`; else one with the same ИНН (and КПП); else one created with our
 * requisites — the last three then linked to ours. A customer without a counterparty of ours
 * (staff ordering for the main store) is one by their name (`kits-user-<id>`, not linked).
 */
async function counterpartyMeta(run: OrdersRun, order: OrderToSend, known: Map<string, Meta>): Promise<Meta> {
  const externalCode =
    order.counterparty_id === null
      ? `kits-user-${order.user_id}`
      : `kits-counterparty-${order.counterparty_id}`;
  const cached = known.get(externalCode);
  if (cached) return cached;
  const linked =
    order.counterparty_id === null ? null : await findMoyskladCounterparty(run.db, order.counterparty_id);
  if (linked) {
    const meta = metaOf(run, 'counterparty', linked);
    known.set(externalCode, meta);
    return meta;
  }
  const find = async (fields: Record<string, string>) =>
    (
      await run.client.get<MsCollection<{ id: string; archived?: boolean }>>('entity/counterparty', {
        filter: filterOf(fields),
        limit: 10,
      })
    ).rows.find((row) => !row.archived);
  const found =
    (await find({ externalCode })) ??
    (order.inn
      ? await find(order.kpp ? { inn: order.inn, kpp: order.kpp } : { inn: order.inn })
      : undefined) ??
    (await run.client.post<{ id: string }>('entity/counterparty', {
      name: order.legal_name ?? order.fullname,
      ...(order.inn
        ? { companyType: order.inn.length === 12 ? 'entrepreneur' : 'legal', inn: order.inn }
        : { companyType: order.counterparty_id === null ? 'individual' : 'legal' }),
      ...(order.kpp ? { kpp: order.kpp } : {}),
      ...(order.legal_address ? { legalAddress: order.legal_address } : {}),
      ...(order.email ? { email: order.email } : {}),
      ...(order.phone ? { phone: order.phone } : {}),
      externalCode,
    }));
  if (order.counterparty_id !== null)
    await linkMoyskladCounterparty(run.db, order.counterparty_id, found.id).catch(
      (error: { code?: string }) => {
        // Already linked to another of ours (two of ours with one ИНН/КПП): this order still names it.
        if (error.code !== UNIQUE_VIOLATION) throw error;
      },
    );
  const meta = metaOf(run, 'counterparty', found.id);
  known.set(externalCode, meta);
  return meta;
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** The product's МойСклад id and type from its external key and link, or null when not from there. */
function assortmentOf(line: PositionToSend): { type: 'product' | 'variant'; id: string } | null {
  const prefix = `${MOYSKLAD_SOURCE}:`;
  if (!line.external_key?.startsWith(prefix)) return null;
  const id = line.external_key.slice(prefix.length);
  return { type: line.source_href?.includes('#feature/') ? 'variant' : 'product', id };
}

/** The customer order's description: the customer, the outlet, the buyer's reference, the delivery data, the comment. */
export function describeOrder(order: OrderToSend): string {
  const delivery = [order.method, order.service, order.country, order.city, order.address]
    .filter(Boolean)
    .join(', ');
  return [
    `Заказ ${order.name} (B2B), ${order.fullname}, ${order.store_name}`,
    order.reference && `Номер заказа покупателя: ${order.reference}`,
    delivery && `Доставка: ${delivery}`,
    order.contact && `Контакт: ${order.contact}`,
    order.comment && `Комментарий: ${order.comment}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The positions of one order, or OrderRefused naming the codes МойСклад does not have. */
function positionsOf(run: OrdersRun, lines: PositionToSend[]) {
  const missing = lines.filter((line) => !assortmentOf(line)).map((line) => line.code);
  if (missing.length > 0)
    throw new OrderRefused(`products not from МойСклад: ${missing.slice(0, 10).join(', ')}`);
  return lines.map((line) => {
    const { type, id } = assortmentOf(line)!;
    const price = toMinor(line.price);
    const discount =
      price > 0 ? Math.round(((price - toMinor(line.price_with_discount)) / price) * 10_000) / 100 : 0;
    return { quantity: line.quantity, price, discount, assortment: metaOf(run, type, id) };
  });
}

/** Delivers one order: found by its external code, else created; then linked here. */
async function deliverOne(
  run: OrdersRun,
  order: OrderToSend,
  lines: PositionToSend[],
  known: Map<string, Meta>,
): Promise<void> {
  // Checked before any request: an order МойСклад cannot take costs it nothing.
  const positions = positionsOf(run, lines);
  const existing = await run.client.get<MsCollection<{ id: string }>>('entity/customerorder', {
    filter: filterOf({ externalCode: order.uuid }),
    limit: 1,
  });
  let id = existing.rows[0]?.id;
  if (!id) {
    const main = run.mapping.stores.find((s) => s.target === 'main-ru');
    const state = stateMeta(run, order.status);
    const made = await run.client.post<{ id: string }>('entity/customerorder', {
      name: order.name,
      externalCode: order.uuid,
      organization: metaOf(run, 'organization', run.mapping.orders.organization),
      agent: await counterpartyMeta(run, order, known),
      ...(main ? { store: metaOf(run, 'store', main.moysklad_store_id) } : {}),
      ...(state ? { state } : {}),
      vatEnabled: true,
      vatIncluded: true,
      description: describeOrder(order),
      // The day the buyer asked for, as МойСклад's planned shipping time (docs/rules.md#order-reference).
      ...(order.delivery_date ? { deliveryPlannedMoment: `${order.delivery_date} 00:00:00` } : {}),
      positions,
    });
    id = made.id;
  }
  await run.db.transaction(async (tx) => {
    await linkOrderToMoysklad(tx, { orderId: order.id, moyskladId: id });
    await recordOrderInStep(tx, { orderId: order.id, status: order.status });
  });
}

/** The reason kept for staff: МойСклад's message (its field when it names one). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Whether a failure concerns only this order (its body refused: 4xx other than auth and rate),
 * so the run goes on with the next; МойСклад down, rate-limited or refusing the token ends the run.
 */
const onlyThisOrder = (error: unknown) =>
  error instanceof OrderRefused || (error instanceof MoyskladError && error.kind === 'request');

/**
 * One run (the `moysklad.orders` job): the orders to deliver (BATCH oldest), then the statuses
 * moved here since МойСклад last heard (sent as the mapped state; a status without one is only
 * marked sent). A failed order keeps its reason and waits retryDelay(attempts) before the next
 * try; an outage or a refused token records the order and throws (the job's error, the account's
 * status) — ordering here goes on meanwhile, the orders wait in the outbox.
 */
export async function deliverOrders(run: OrdersRun, since: Date | string): Promise<OrdersResult> {
  const result: OrdersResult = { delivered: 0, states: 0, failed: 0 };
  const orders = await findOrdersToSend(run.db, { since, limit: BATCH });
  const lines =
    orders.length > 0
      ? await findPositionsToSend(
          run.db,
          orders.map((o) => o.id),
        )
      : [];
  const known = new Map<string, Meta>();
  const fail = async (orderId: number, attempts: number, error: unknown) => {
    result.failed++;
    await recordOrderFailure(run.db, { orderId, error: reasonOf(error), retryInMs: retryDelay(attempts) });
    if (!onlyThisOrder(error)) throw error;
  };
  for (const order of orders) {
    try {
      await deliverOne(
        run,
        order,
        lines.filter((l) => l.order_id === order.id),
        known,
      );
      result.delivered++;
    } catch (error) {
      await fail(order.id, order.attempts, error);
    }
  }
  for (const moved of await findStatesToSend(run.db, BATCH)) {
    try {
      const state = stateMeta(run, moved.status);
      if (state) await run.client.put(`entity/customerorder/${moved.moysklad_id}`, { state });
      await recordOrderInStep(run.db, { orderId: moved.id, status: moved.status });
      result.states++;
    } catch (error) {
      await fail(moved.id, moved.attempts, error);
    }
  }
  return result;
}
