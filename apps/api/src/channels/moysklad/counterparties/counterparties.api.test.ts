import { innCheckDigits, type MoyskladCounterpartiesPreview } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { createCategory, createProduct } from '../../../test/factories/catalog';
import { createCounterpartyRow } from '../../../test/factories/counterparties';
import { createUser, randomTestIp } from '../../../test/factories/users';
import { FAKE_TOKEN, fakeWorld } from '../test-connected';
import { findMoyskladCounterparty, linkMoyskladCounterparty } from '.';

/**
 * Importing МойСклад's counterparties as customers (docs/moysklad.md §Counterparties) against the
 * fake МойСклад: the preview, the run (idempotent), and an imported customer who gets an account
 * and orders.
 */
let world: Awaited<ReturnType<typeof fakeWorld>>;
let manager: string;

const call = (method: string, path: string, token = world.admin) =>
  world.t.call(method, `/api/v0/services/moysklad/counterparties${path}`, { token });

/** A valid 12-digit INN of a sole trader from its 10 leading digits. */
const soleTraderInn = (leading: string) => leading + innCheckDigits([...leading].map(Number)).join('');

beforeAll(async () => {
  world = await fakeWorld({ products: 4, salePositions: 4 });
  manager = await world.t.app.tokens.sign(
    (await createUser({ db: world.t.db, groups: ['manager'] })).user.id,
  );
});
afterAll(() => world?.close());

describe('МойСклад counterparties → our customers', () => {
  it('answers 404 before МойСклад is connected and 403 to a manager', async () => {
    expect((await call('GET', '')).status).toBe(404);
    expect((await call('GET', '', manager)).status).toBe(403);
    expect((await call('POST', '/import', manager)).status).toBe(403);
    const connected = await world.t.call('POST', '/api/v0/services/moysklad', {
      token: world.admin,
      body: { access_token: FAKE_TOKEN },
    });
    expect(connected.status).toBe(201);
  });

  it('previews, links by INN and KPP, creates the others with their requisites, and a second run changes nothing', async () => {
    const { account } = world.fake;
    const [first, second] = account.counterparties.all().filter((c) => c.inn);
    // Ours already, with the second one's INN and KPP: to be linked, not created.
    const ours = await createCounterpartyRow({
      db: world.t.db,
      legalName: 'ООО «Уже наш»',
      inn: second!.inn,
      kpp: second!.kpp,
      users: [],
      stores: [],
    });
    const trader = account.addCounterparty({
      name: 'ИП Кисточкин Павел',
      companyType: 'entrepreneur',
      inn: soleTraderInn('5001234567'),
      email: 'pavel@kistochkin.example',
      phone: '+7 916 000-11-22',
      legalAddress: '141001, Мытищи, ул. Мира, д. 1',
    });
    account.addCounterparty({
      name: 'Иванов Иван',
      companyType: 'individual',
      inn: soleTraderInn('5009876543'),
    });
    const badInn = account.addCounterparty({ name: 'ООО «Опечатка»', inn: '7700000001', kpp: '770001001' });
    const twin = account.addCounterparty({ name: 'ООО «Двойник»', inn: first!.inn, kpp: first!.kpp });

    const preview = await call('GET', '');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { rows, counts } = preview.body.data as MoyskladCounterpartiesPreview;
    const row = (id: string) => rows.find((r) => r.moysklad_id === id)!;
    expect(rows.some((r) => r.name === 'Иванов Иван')).toBe(false);
    expect(row(first!.id)).toMatchObject({
      action: 'create',
      inn: first!.inn,
      kpp: first!.kpp,
      legal_address: first!.legalAddress,
      email: first!.email,
      phone: first!.phone,
      problems: [],
    });
    expect(row(second!.id)).toMatchObject({
      action: 'link',
      counterparty: { id: ours.id, legal_name: 'ООО «Уже наш»' },
    });
    expect(row(trader.id)).toMatchObject({ action: 'create', company_type: 'entrepreneur', kpp: null });
    expect(row(badInn.id)).toMatchObject({
      action: 'skip',
      problems: ['ИНН 7700000001 из МойСклад неверен'],
    });
    expect(row(twin.id).action).toBe('skip');
    expect(row(twin.id).problems[0]).toMatch(/Те же ИНН и КПП/);
    const retail = rows.find((r) => r.name === 'Розничный покупатель')!;
    expect(retail).toMatchObject({ action: 'skip', problems: ['В МойСклад нет ИНН'] });
    expect(counts).toEqual({ linked: 0, link: 1, create: counts.create, skip: 3 });
    expect(counts.create).toBe(rows.length - 4);
    // The preview wrote nothing.
    expect(await findMoyskladCounterparty(world.t.db, ours.id)).toBeNull();

    const run = await call('POST', '/import');
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toEqual({ created: counts.create, linked: 1, already_linked: 0, skipped: 3 });
    expect(await findMoyskladCounterparty(world.t.db, ours.id)).toBe(second!.id);
    const [created] = await queryRows<Record<string, string | null>>(
      world.t.db,
      sql`select c.legal_name, c.inn, c.kpp, c.legal_address, c.contact_email, c.contact_phone, c.version
          from counterparties c join moysklad_counterparty_links l on l.counterparty_id = c.id
          where l.moysklad_id = ${trader.id}`,
    );
    expect(created).toEqual({
      legal_name: 'ИП Кисточкин Павел',
      inn: trader.inn,
      kpp: null,
      legal_address: '141001, Мытищи, ул. Мира, д. 1',
      contact_email: 'pavel@kistochkin.example',
      contact_phone: '+7 916 000-11-22',
      version: 'ru',
    });
    const total = async () =>
      (await queryRows<{ n: number }>(world.t.db, sql`select count(*)::int as n from counterparties`))[0]!.n;
    const before = await total();

    const again = await call('POST', '/import');
    expect(again.body.data).toEqual({
      created: 0,
      linked: 0,
      already_linked: counts.create + 1,
      skipped: 3,
    });
    expect(await total()).toBe(before);
    const previewAgain = (await call('GET', '')).body.data as MoyskladCounterpartiesPreview;
    expect(previewAgain.counts).toEqual({ linked: counts.create + 1, link: 0, create: 0, skip: 3 });

    const audit = await queryRows<{ action: string; changes: unknown }>(
      world.t.db,
      sql`select action, changes from audit_log where entity = 'moysklad_account' and action = 'import_counterparties' order by id`,
    );
    expect(audit.map((a) => a.changes)).toEqual([run.body.data, again.body.data]);
  });

  it('lets the links be read and written by the orders going out', async () => {
    const other = await createCounterpartyRow({
      db: world.t.db,
      legalName: 'ООО «Новый»',
      users: [],
      stores: [],
    });
    expect(await findMoyskladCounterparty(world.t.db, other.id)).toBeNull();
    await linkMoyskladCounterparty(world.t.db, other.id, 'ms-new-1');
    await linkMoyskladCounterparty(world.t.db, other.id, 'ms-new-1');
    expect(await findMoyskladCounterparty(world.t.db, other.id)).toBe('ms-new-1');
  });

  it('gives an imported counterparty a user who signs in and sends an order', async () => {
    const trader = world.fake.account.counterparties.all().find((c) => c.name === 'ИП Кисточкин Павел')!;
    const [{ id }] = (await queryRows<{ id: number }>(
      world.t.db,
      sql`select counterparty_id as id from moysklad_counterparty_links where moysklad_id = ${trader.id}`,
    )) as [{ id: number }];
    const product = await createProduct({
      db: world.t.db,
      categoryId: (await createCategory({ db: world.t.db })).id,
      prices: [{ currency: 'RUB', wholesale: '100.00', retail: '250.00' }],
      stock: [{ storeId: 1, quantity: 20 }],
    });
    const added = await world.t.call('POST', `/api/v0/services/counterparties/${id}/users`, {
      token: manager,
      body: {
        username: 'kistochkin',
        fullname: 'Павел Кисточкин',
        email: 'pavel@kistochkin.example',
        phone: '+7 916 000-11-22',
        locale: 'ru',
        groups: ['warehouse'],
        discount: 0,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const token = new URL(added.body.link.url).searchParams.get('token')!;
    expect(
      (
        await world.t.call('POST', '/api/v0/auth/set-password', {
          body: { token, password: 'kistochki-2026!' },
        })
      ).status,
    ).toBe(200);
    const login = await world.t.call('POST', '/api/v0/auth/login', {
      headers: { 'x-forwarded-for': randomTestIp() },
      body: { login: 'kistochkin', password: 'kistochki-2026!' },
    });
    expect(login.status).toBe(200);
    const bearer = login.body.access_token as string;
    expect(
      (await world.t.call('PATCH', `/api/v0/basket/increase/${product.id}`, { token: bearer })).status,
    ).toBeLessThan(300);
    const order = await world.t.call('POST', '/api/v0/order/send', {
      token: bearer,
      body: { order_comment: {} },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const [placed] = await queryRows<{ counterparty_id: number }>(
      world.t.db,
      sql`select u.counterparty_id from orders o join users u on u.id = o.user_id where o.uuid = ${order.body.uuid}`,
    );
    expect(placed!.counterparty_id).toBe(id);
    expect(await findMoyskladCounterparty(world.t.db, id)).toBe(trader.id);
  });
});
