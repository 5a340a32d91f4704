import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAccount, type FakeMoysklad, startFakeMoysklad } from '.';
import { type CallInit, callFake, controlFake, type Json, startReceiver } from './fake.test-client';

let fake: FakeMoysklad;

beforeAll(async () => {
  const account = createFakeAccount({ products: 40, retailStores: 1, salePositions: 20, seed: 11 });
  fake = await startFakeMoysklad({ account, rateLimit: false });
});
afterAll(() => fake.close());

const call = (path: string, init?: CallInit) => callFake(fake, path, init);
const post = (path: string, body: unknown) => call(path, { method: 'POST', body });
const put = (path: string, body: unknown) => call(path, { method: 'PUT', body });

/** A link as the documentation's request examples give it. */
const linkTo = (type: string, id: string) => ({
  meta: { href: `${fake.apiUrl}/entity/${type}/${id}`, type, mediaType: 'application/json' },
});
const stateLink = (name: string) => {
  const state = fake.account.orderStates.find((s) => s.name === name)!;
  const href = `${fake.apiUrl}/entity/customerorder/metadata/states/${state.id}`;
  return { meta: { href, type: 'state', mediaType: 'application/json' } };
};
const customers = () => fake.account.counterparties.all().filter((c) => c.inn);

/** A customer order's body: the organization, a wholesale customer, the main store, `positions`. */
const orderBody = (extra: Record<string, unknown> = {}) => ({
  organization: linkTo('organization', fake.account.ids.organizationId),
  agent: linkTo('counterparty', customers()[0]!.id),
  store: linkTo('store', fake.account.mainStoreId),
  positions: [
    {
      quantity: 1,
      price: 10_000,
      assortment: linkTo('product', fake.account.products.all()[0]!.id),
    },
  ],
  ...extra,
});

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

describe('the fake МойСклад: counterparties', () => {
  it('creates a legal counterparty, finds it by ИНН and КПП or externalCode, and changes it', async () => {
    const made = await post('entity/counterparty', {
      name: 'ООО «Клубок»',
      legalTitle: 'Общество с ограниченной ответственностью «Клубок»',
      inn: '7707083893',
      kpp: '773601001',
      email: 'opt@klubok.example',
      phone: '+7 495 100-20-30',
      actualAddress: '125009, Москва, ул. Тверская, д. 1',
      legalAddress: '125009, Москва, ул. Тверская, д. 1',
      externalCode: 'shop-customer-42',
    });
    expect(made.status).toBe(200);
    const { id } = made.body;
    expect(made.body).toMatchObject({
      meta: {
        href: `${fake.apiUrl}/entity/counterparty/${id}`,
        metadataHref: `${fake.apiUrl}/entity/counterparty/metadata`,
        type: 'counterparty',
        mediaType: 'application/json',
      },
      accountId: fake.account.ids.accountId,
      name: 'ООО «Клубок»',
      companyType: 'legal',
      inn: '7707083893',
      kpp: '773601001',
      archived: false,
      created: expect.stringMatching(TIME),
      updated: expect.stringMatching(TIME),
      accounts: { meta: { href: `${fake.apiUrl}/entity/counterparty/${id}/accounts`, size: 0 } },
    });
    const byInn = await call(
      `entity/counterparty?filter=${encodeURIComponent('inn=7707083893;kpp=773601001')}`,
    );
    expect(byInn.body.rows.map((c: Json) => c.id)).toEqual([id]);
    const byCode = await call('entity/counterparty?filter=externalCode=shop-customer-42');
    expect(byCode.body.meta.size).toBe(1);
    expect((await call('entity/counterparty?filter=inn=7707083893;kpp=000000000')).body.rows).toEqual([]);
    const changed = await put(`entity/counterparty/${id}`, { email: 'zakaz@klubok.example' });
    expect(changed.body).toMatchObject({ email: 'zakaz@klubok.example', inn: '7707083893' });
    expect((await call(`entity/counterparty/${id}`)).body.email).toBe('zakaz@klubok.example');
  });

  it('refuses a counterparty without a name with the documented error', async () => {
    const before = fake.account.counterparties.size;
    const { status, body } = await post('entity/counterparty', { inn: '7707083893' });
    expect(status).toBe(412);
    expect(body.errors).toEqual([
      {
        error: "Ошибка сохранения объекта: поле 'name' не может быть пустым или отсутствовать",
        parameter: 'name',
        code: 3000,
        moreInfo: 'https://dev.moysklad.ru/doc/api/remap/1.2/#error_3000',
      },
    ]);
    expect(fake.account.counterparties.size).toBe(before);
  });

  it('has the retail customer and three legal customers in the demo account, the same for the same seed', async () => {
    const rows = (await call('entity/counterparty')).body.rows as Json[];
    expect(rows.find((c) => c.id === fake.account.ids.counterpartyId)?.name).toBe('Розничный покупатель');
    const legal = rows.filter((c) => c.inn && c.name !== 'ООО «Клубок»');
    expect(legal).toHaveLength(3);
    for (const c of legal) {
      expect(c).toMatchObject({
        companyType: 'legal',
        inn: expect.stringMatching(/^\d{10}$/),
        kpp: expect.stringMatching(/^\d{9}$/),
        email: expect.stringContaining('@'),
        phone: expect.stringMatching(/^\+7 /),
        actualAddress: expect.any(String),
        legalAddress: expect.any(String),
      });
    }
    const a = createFakeAccount({ products: 5, seed: 3, now: 1_750_000_000_000 });
    const b = createFakeAccount({ products: 5, seed: 3, now: 1_750_000_000_000 });
    expect(b.counterparties.all()).toEqual(a.counterparties.all());
    expect(b.orderStates).toEqual(a.orderStates);
  });
});

describe('the fake МойСклад: customer orders', () => {
  it('lists the documented statuses in the metadata', async () => {
    const { body } = await call('entity/customerorder/metadata');
    expect(body.states.map((s: Json) => [s.name, s.stateType])).toEqual([
      ['Новый', 'Regular'],
      ['Подтвержден', 'Regular'],
      ['Собран', 'Regular'],
      ['Отгружен', 'Regular'],
      ['Доставлен', 'Successful'],
      ['Возврат', 'Unsuccessful'],
      ['Отменен', 'Unsuccessful'],
    ]);
    expect(body.states[0]).toMatchObject({
      meta: {
        href: `${fake.apiUrl}/entity/customerorder/metadata/states/${body.states[0].id}`,
        type: 'state',
      },
      color: 15106326,
      entityType: 'customerorder',
    });
    expect(body).toMatchObject({ attributes: [], createShared: false });
  });

  it('creates an order with two positions and a discount: its sums, externalCode filter and expanded positions', async () => {
    const product = fake.account.products
      .all()
      .find((p) => fake.account.assortmentTypes.get(p.id) === 'product')!;
    const variant = fake.account.variants.all()[0]!;
    const made = await post(
      'entity/customerorder',
      orderBody({
        name: 'B2B-1001',
        externalCode: 'b2b-order-1001',
        description: 'Заказ с сайта',
        positions: [
          { quantity: 3, price: 125_000, discount: 10, vat: 20, assortment: linkTo('product', product.id) },
          { quantity: 2, price: 49_900, discount: 0, vat: 20, assortment: linkTo('variant', variant.id) },
        ],
      }),
    );
    expect(made.status).toBe(200);
    const { id } = made.body;
    expect(made.body).toMatchObject({
      meta: { href: `${fake.apiUrl}/entity/customerorder/${id}`, type: 'customerorder' },
      name: 'B2B-1001',
      externalCode: 'b2b-order-1001',
      description: 'Заказ с сайта',
      sum: 3 * 125_000 * 0.9 + 2 * 49_900,
      vatSum: Math.round(((3 * 125_000 * 0.9 + 2 * 49_900) * 20) / 120),
      vatEnabled: true,
      vatIncluded: true,
      agent: { meta: { href: `${fake.apiUrl}/entity/counterparty/${customers()[0]!.id}` } },
      organization: { meta: { type: 'organization' } },
      store: { meta: { href: `${fake.apiUrl}/entity/store/${fake.account.mainStoreId}` } },
      state: stateLink('Новый'),
      created: expect.stringMatching(TIME),
      updated: expect.stringMatching(TIME),
      moment: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      positions: {
        meta: {
          href: `${fake.apiUrl}/entity/customerorder/${id}/positions`,
          type: 'customerorderposition',
          size: 2,
        },
      },
    });
    expect(made.body.positions.rows).toBeUndefined();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: 'entity/customerorder', weight: 1 });

    const found = await call('entity/customerorder?filter=externalCode=b2b-order-1001');
    expect(found.body.rows.map((o: Json) => o.id)).toEqual([id]);
    const expanded = await call(`entity/customerorder/${id}?expand=positions`);
    expect(expanded.body.positions.rows).toMatchObject([
      {
        quantity: 3,
        price: 125_000,
        discount: 10,
        vat: 20,
        shipped: 0,
        assortment: { meta: { href: `${fake.apiUrl}/entity/product/${product.id}`, type: 'product' } },
      },
      {
        quantity: 2,
        price: 49_900,
        assortment: { meta: { href: `${fake.apiUrl}/entity/variant/${variant.id}`, type: 'variant' } },
      },
    ]);
    const positions = await call(`entity/customerorder/${id}/positions`);
    expect(positions.body.meta).toMatchObject({ type: 'customerorderposition', size: 2 });
  });

  it('changes an order’s status and description, finds it by updated, and deletes it to the recycle bin', async () => {
    const earlier = (await post('entity/customerorder', orderBody())).body;
    const made = (await post('entity/customerorder', orderBody())).body;
    expect(made.name).not.toBe(earlier.name);
    const changed = await put(`entity/customerorder/${made.id}`, {
      description: 'Подтвердили по телефону',
      state: stateLink('Подтвержден'),
    });
    expect(changed.body).toMatchObject({
      description: 'Подтвердили по телефону',
      state: stateLink('Подтвержден'),
    });
    const since = await call(
      `entity/customerorder?filter=${encodeURIComponent(`updated>=${changed.body.updated}`)}`,
    );
    expect(since.body.rows.map((o: Json) => o.id)).toEqual([made.id]);

    expect(await call(`entity/customerorder/${made.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: undefined,
    });
    expect((await call(`entity/customerorder?filter=id=${made.id}`)).body.rows).toEqual([]);
    const bin = await call(`entity/customerorder?filter=id=${made.id};isDeleted=true`);
    expect(bin.body.rows[0]).toMatchObject({ id: made.id, deleted: expect.stringMatching(TIME) });
    expect((await call(`entity/customerorder/${made.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('fires the customerorder UPDATE webhook when the control endpoint changes the status', async () => {
    const receiver = await startReceiver();
    const hook = await post('entity/webhook', {
      url: `${receiver.origin}/orders`,
      action: 'UPDATE',
      entityType: 'customerorder',
      diffType: 'FIELDS',
    });
    try {
      expect(hook.body).toMatchObject({ entityType: 'customerorder', action: 'UPDATE', diffType: 'FIELDS' });
      const order = (await post('entity/customerorder', orderBody())).body;
      const changed = await controlFake(fake, 'setOrderState', { id: order.id, stateName: 'Отгружен' });
      expect(changed.body).toMatchObject({ id: order.id, state: 'Отгружен' });
      expect(changed.body.updated).toBeGreaterThan(changed.body.created);
      await expect.poll(() => receiver.received.length, { timeout: 3000 }).toBe(1);
      expect(receiver.received[0]!.url).toMatch(/^\/orders\?requestId=[0-9a-f-]{36}$/);
      expect(receiver.received[0]!.body.events).toEqual([
        {
          meta: { type: 'customerorder', href: `${fake.apiUrl}/entity/customerorder/${order.id}` },
          updatedFields: ['state'],
          action: 'UPDATE',
          accountId: fake.account.ids.accountId,
        },
      ]);
      expect((await call(`entity/customerorder/${order.id}`)).body.state).toMatchObject(
        stateLink('Отгружен'),
      );
      const listed = (await controlFake(fake, 'customerOrders')).body as Json[];
      expect(listed.find((o) => o.id === order.id)).toMatchObject({
        state: 'Отгружен',
        sum: 10_000,
        positions: [{ quantity: 1, price: 10_000 }],
      });
      const unknown = await controlFake(fake, 'setOrderState', { id: order.id, stateName: 'Потерян' });
      expect(unknown.status).toBe(400);
    } finally {
      await call(`entity/webhook/${hook.body.id}`, { method: 'DELETE' });
      await receiver.close();
    }
  });

  it('answers 503 with the documented error to every order created while failOrders is set', async () => {
    const before = fake.account.customerOrders.size;
    expect((await controlFake(fake, 'failOrders', { status: 503 })).body).toEqual({ status: 503 });
    const refused = await post('entity/customerorder', orderBody());
    expect(refused.status).toBe(503);
    expect(refused.body.errors[0]).toEqual({
      error: 'Сервис временно недоступен, ведутся технические работы',
      code: 1074,
      moreInfo: 'https://dev.moysklad.ru/doc/api/remap/1.2/#error_1074',
    });
    expect((await post('entity/customerorder', orderBody())).status).toBe(503);
    expect((await call('entity/customerorder')).status).toBe(200);
    expect(fake.account.customerOrders.size).toBe(before);
    await controlFake(fake, 'failOrders', { status: null });
    expect((await post('entity/customerorder', orderBody())).status).toBe(200);
    expect((await controlFake(fake, 'failOrders', { status: 404 })).status).toBe(400);
  });

  it('refuses an order without an agent, with an unknown assortment, a discount over 100 or a foreign status', async () => {
    const before = fake.account.customerOrders.size;
    const errorOf = async (body: unknown) => {
      const answer = await post('entity/customerorder', body);
      return { status: answer.status, ...answer.body.errors[0] };
    };
    const { agent: _, ...withoutAgent } = orderBody();
    expect(await errorOf(withoutAgent)).toEqual({
      status: 412,
      error: "Ошибка сохранения объекта: поле 'agent' не может быть пустым или отсутствовать",
      parameter: 'agent',
      code: 3000,
      moreInfo: 'https://dev.moysklad.ru/doc/api/remap/1.2/#error_3000',
    });
    const { organization: __, ...withoutOrganization } = orderBody();
    expect(await errorOf(withoutOrganization)).toMatchObject({
      status: 412,
      code: 3000,
      parameter: 'organization',
    });
    const missing = '00000000-0000-11ee-0000-000000000000';
    const unknown = orderBody({ positions: [{ quantity: 1, assortment: linkTo('product', missing) }] });
    expect(await errorOf(unknown)).toMatchObject({ status: 412, code: 1021, parameter: 'assortment' });
    const store = orderBody({
      positions: [{ quantity: 1, assortment: linkTo('store', fake.account.mainStoreId) }],
    });
    expect(await errorOf(store)).toMatchObject({ status: 400, code: 2027 });
    const product = linkTo('product', fake.account.products.all()[0]!.id);
    const discount = orderBody({ positions: [{ quantity: 1, discount: 150, assortment: product }] });
    expect(await errorOf(discount)).toMatchObject({ status: 412, code: 17008 });
    const foreign = {
      meta: {
        ...stateLink('Новый').meta,
        href: `${fake.apiUrl}/entity/customerorder/metadata/states/${missing}`,
      },
    };
    expect(await errorOf(orderBody({ state: foreign }))).toMatchObject({ status: 412, code: 11002 });
    expect(fake.account.customerOrders.size).toBe(before);
  });
});
