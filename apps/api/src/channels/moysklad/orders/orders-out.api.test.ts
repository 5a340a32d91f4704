import {
  addDays,
  MoyskladConnectionResponse,
  OrderResponse,
  todayIn,
  VERSION_TIME_ZONE,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { moyskladDocumentHref } from '../../../lib/moysklad-links';
import { addBasketLine } from '../../../test/factories/basket';
import { createProduct } from '../../../test/factories/catalog';
import { createUser } from '../../../test/factories/users';
import { parseMoyskladTime } from '../client';
import { controlFake } from '../fake/fake.test-client';
import { type ConnectedWorld, connectedWorld } from '../test-connected';

/**
 * Orders out and statuses back (docs/moysklad.md §Orders out, §Statuses back) against the fake
 * МойСклад: an order sent here becomes one customer order there with its positions, sums and the
 * customer's counterparty, also when the delivery is replayed after the link was lost; МойСклад
 * down never refuses an order here, which is delivered once it is back; a state changed there
 * moves ours with a staff move's side effects (stock back on cancel), and a staff move here is
 * sent there.
 */

let w: ConnectedWorld;
let manager: string;
let products: { id: number; msId: string }[];

type FakeOrder = {
  id: string;
  name: string;
  externalCode: string;
  agentId: string;
  storeId: string | null;
  state: string;
  sum: number;
  description: string;
  deliveryPlannedMoment: number | null;
  positions: { assortmentId: string; quantity: number; price: number; discount: number }[];
};

const fakeOrders = async () => (await controlFake(w.fake, 'customerOrders')).body as FakeOrder[];

const stockOf = async (productId: number) =>
  (
    await queryRows<{ quantity: number }>(
      w.t.db,
      sql`select quantity from stock where store_id = 1 and product_id = ${productId}`,
    )
  )[0]?.quantity ?? 0;

/** The day every test order asks delivery for: three days on, in Moscow. */
const DELIVERY_DAY = addDays(todayIn(VERSION_TIME_ZONE.ru), 3);

/** The owner's order of one unit of each product (from their current outlet), answered 201. */
async function order(lines: [number, number][]) {
  const [user] = await queryRows<{ current_store_id: number }>(
    w.t.db,
    sql`select current_store_id from users where id = ${w.owner.userId}`,
  );
  for (const [productId, count] of lines)
    await addBasketLine({
      db: w.t.db,
      userId: w.owner.userId,
      storeId: user!.current_store_id,
      productId,
      count,
    });
  const res = await w.t.call('POST', '/api/v0/order/send', {
    token: w.owner.token,
    body: {
      order_comment: { comment: 'Позвонить до 12:00', address: 'ул. Ленина, 5' },
      reference: 'PO-77',
      delivery_date: DELIVERY_DAY,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { uuid: string; name: string; sum_with_discount: string };
}

/** Runs the due jobs with the periodic checks (the outbox check queues the delivery) until none is due. */
async function deliver() {
  await w.t.app.jobs.runDue();
  await w.runJobs();
}

const connection = async () =>
  MoyskladConnectionResponse.parse(
    (await w.t.call('GET', '/api/v0/services/moysklad', { token: w.admin })).body,
  ).data;

beforeAll(async () => {
  w = await connectedWorld();
  manager = await w.t.app.tokens.sign((await createUser({ db: w.t.db, groups: ['manager'] })).user.id);
  products = await queryRows<{ id: number; msId: string }>(
    w.t.db,
    sql`select p.id, substr(p.external_key, 10) as "msId"
        from products p join stock s on s.product_id = p.id and s.store_id = 1
        join product_prices pp on pp.product_id = p.id and pp.currency = 'RUB'
        where p.external_key like 'moysklad:%' and p.source_href like '%#good/%' and s.quantity >= 10
          and pp.wholesale > 0
        order by p.id limit 3`,
  );
  expect(products).toHaveLength(3);
});
afterAll(() => w?.close());

describe('orders out to МойСклад', () => {
  it('makes one customer order with its positions, sums and counterparty, also when replayed', async () => {
    const sent = await order([
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
    await deliver();

    const there = (await fakeOrders()).filter((o) => o.externalCode === sent.uuid);
    expect(there).toHaveLength(1);
    const made = there[0]!;
    expect(made.name).toBe(sent.name);
    expect(made.storeId).toBe(w.fake.account.mainStoreId);
    expect(made.state).toBe('Новый');
    expect(made.positions.map((p) => [p.assortmentId, p.quantity])).toEqual([
      [products[0]!.msId, 2],
      [products[1]!.msId, 1],
    ]);
    // Sums in kopecks: МойСклад's total equals ours with the discount.
    expect(made.sum).toBe(Math.round(Number(sent.sum_with_discount) * 100));
    expect(made.description).toContain('Позвонить до 12:00');
    expect(made.description).toContain('ул. Ленина, 5');
    // The buyer's reference and day (docs/rules.md#order-reference): planned shipping there.
    expect(made.description).toContain('Номер заказа покупателя: PO-77');
    expect(made.deliveryPlannedMoment).toBe(parseMoyskladTime(`${DELIVERY_DAY} 00:00:00`).getTime());
    const agent = w.fake.account.counterparties.get(made.agentId)!;
    expect(agent).toMatchObject({ inn: '7707083893', kpp: '773601001' });
    // Ours is linked to it: the next order names it without looking it up (docs/moysklad.md §Counterparties).
    const links = await queryRows<{ moysklad_id: string }>(
      w.t.db,
      sql`select l.moysklad_id from moysklad_counterparty_links l
          join counterparties c on c.id = l.counterparty_id where c.legal_name = 'ООО «Франшиза»'`,
    );
    expect(links).toEqual([{ moysklad_id: made.agentId }]);

    // The manager's order page opens it there.
    const page = await w.t.call('GET', `/api/v0/orders/${sent.uuid}`, { token: manager });
    expect(OrderResponse.parse(page.body).data.moysklad_ui_href).toBe(
      moyskladDocumentHref('customerorder', made.id),
    );

    // A delivery replayed (the link lost, as after a crash between creating and linking): found
    // by its external code, linked again, never made twice; the counterparty is not made again.
    const counterparties = w.fake.account.counterparties.all().length;
    await w.t.db.execute(sql`update orders set moysklad_id = null where uuid = ${sent.uuid}::uuid`);
    await deliver();
    expect((await fakeOrders()).filter((o) => o.externalCode === sent.uuid)).toHaveLength(1);
    expect(w.fake.account.counterparties.all()).toHaveLength(counterparties);
    const [linked] = await queryRows<{ moysklad_id: string }>(
      w.t.db,
      sql`select moysklad_id::text from orders where uuid = ${sent.uuid}::uuid`,
    );
    expect(linked!.moysklad_id).toBe(made.id);
  });

  it('accepts orders while МойСклад is down and delivers them once it is back', async () => {
    await controlFake(w.fake, 'failOrders', { status: 503 });
    const sent = await order([[products[2]!.id, 1]]);
    await deliver();
    expect((await fakeOrders()).some((o) => o.externalCode === sent.uuid)).toBe(false);
    const failure = (await connection()).order_failures.find((f) => f.uuid === sent.uuid);
    expect(failure).toMatchObject({ name: sent.name, attempts: 1 });
    expect(failure!.reason).not.toBe('');
    expect(failure!.next_attempt_at).not.toBeNull();

    await controlFake(w.fake, 'failOrders', { status: null });
    const retried = await w.t.call('POST', '/api/v0/services/moysklad/orders/retry', { token: w.admin });
    expect(retried.status).toBe(200);
    expect(
      (await w.t.call('POST', '/api/v0/services/moysklad/orders/retry', { token: manager })).status,
    ).toBe(403);
    await deliver();
    expect((await fakeOrders()).filter((o) => o.externalCode === sent.uuid)).toHaveLength(1);
    expect((await connection()).order_failures.some((f) => f.uuid === sent.uuid)).toBe(false);
  });

  it('keeps an order of a product not from МойСклад here with the reason, asking МойСклад nothing for it', async () => {
    const [category] = await queryRows<{ id: number }>(
      w.t.db,
      sql`select id from categories order by id limit 1`,
    );
    const local = await createProduct({
      db: w.t.db,
      categoryId: category!.id,
      code: 'LOCAL-001',
      prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
      stock: [{ storeId: 1, quantity: 10 }],
    });
    const requests = async () => ((await controlFake(w.fake, 'requests')).body as { total: number }).total;
    const before = await requests();
    const sent = await order([[local.id, 1]]);
    await deliver();
    expect(await requests()).toBe(before);
    const failure = (await connection()).order_failures.find((f) => f.uuid === sent.uuid);
    expect(failure!.reason).toContain('LOCAL-001');
    expect((await fakeOrders()).some((o) => o.externalCode === sent.uuid)).toBe(false);
  });

  it('follows a state changed there with the staff rules, and sends a staff move here', async () => {
    const sent = await order([[products[0]!.id, 3]]);
    await deliver();
    const made = (await fakeOrders()).find((o) => o.externalCode === sent.uuid)!;
    const call = (method: string, path: string, body?: unknown) =>
      w.t.call(method, `/api/v0/orders/${sent.uuid}${path}`, { token: manager, body });

    // Staff confirm here → МойСклад's order is «Подтвержден».
    expect((await call('POST', '/status', { status: 'confirmed' })).status).toBe(200);
    await deliver();
    expect((await fakeOrders()).find((o) => o.id === made.id)!.state).toBe('Подтвержден');

    // Shipped there (skipping «Собран»): ours moves through assembled to shipped, each a move.
    await controlFake(w.fake, 'setOrderState', { id: made.id, stateName: 'Отгружен' });
    await w.fake.account.deliverWebhooks();
    await w.runJobs();
    const shipped = OrderResponse.parse((await call('GET', '')).body).data;
    expect(shipped.status_history.map((h) => [h.status, h.source])).toEqual([
      ['new', 'here'],
      ['confirmed', 'here'],
      ['assembled', 'moysklad'],
      ['shipped', 'moysklad'],
    ]);
    // Not sent back: МойСклад already says so.
    const requests = (await controlFake(w.fake, 'requests')).body as Record<string, number>;
    await deliver();
    expect((await controlFake(w.fake, 'requests')).body).toEqual(requests);
  });

  it('cancelled there: ours is cancelled and its units go back to the warehouse stock', async () => {
    const before = await stockOf(products[1]!.id);
    const sent = await order([[products[1]!.id, 2]]);
    await deliver();
    expect(await stockOf(products[1]!.id)).toBe(before - 2);
    const made = (await fakeOrders()).find((o) => o.externalCode === sent.uuid)!;
    await controlFake(w.fake, 'setOrderState', { id: made.id, stateName: 'Отменен' });
    await w.fake.account.deliverWebhooks();
    await w.runJobs();
    const page = await w.t.call('GET', `/api/v0/orders/${sent.uuid}`, { token: manager });
    expect(OrderResponse.parse(page.body).data.status).toBe('cancelled');
    expect(await stockOf(products[1]!.id)).toBe(before);
  });
});
