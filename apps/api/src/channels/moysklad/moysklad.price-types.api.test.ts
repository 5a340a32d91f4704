import { Counterparty } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser } from '../../test/factories/users';
import { ANY_VERSION } from '../../test/record-versions';
import { LARGE_WHOLESALE_PRICE_TYPE_ID } from './fake/fake.generate-catalogue';
import { type ConnectedWorld, connectedWorld } from './test-connected';

/**
 * A counterparty's price type from МойСклад (docs/moysklad.md §Counterparties, docs/rules.md#buyer-price):
 * importing the counterparties gives ours the «Тип цены» theirs has there, as a price type of ours
 * keyed by МойСклад's id; the next full sync brings that type's prices, and its buyer pays them.
 */
let world: ConnectedWorld;
let manager: string;

beforeAll(async () => {
  world = await connectedWorld({ products: 6, salePositions: 4 });
  manager = await world.t.app.tokens.sign(
    (await createUser({ db: world.t.db, groups: ['manager'] })).user.id,
  );
});
afterAll(() => world?.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(world.t.db, query);

describe('МойСклад price types', () => {
  it("gives an imported counterparty its «Тип цены», and a full sync that type's prices", async () => {
    const customer = world.fake.account.counterparties.all().find((c) => c.priceTypeId)!;
    expect(customer.priceTypeId).toBe(LARGE_WHOLESALE_PRICE_TYPE_ID);
    const imported = await world.t.call('POST', '/api/v0/services/moysklad/counterparties/import', {
      token: world.admin,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [ours] = await rows<{ id: number; price_type_id: number | null }>(
      sql`select c.id, c.price_type_id from counterparties c
        join moysklad_counterparty_links l on l.counterparty_id = c.id where l.moysklad_id = ${customer.id}`,
    );
    const card = await world.t.call('GET', `/api/v0/services/counterparties/${ours!.id}`, { token: manager });
    expect(Counterparty.parse(card.body.data)).toMatchObject({ price_type_name: 'Крупный опт' });
    const [type] = await rows<{ id: number; external_id: string }>(
      sql`select id, external_id from price_types where id = ${ours!.price_type_id}`,
    );
    expect(type!.external_id).toBe(LARGE_WHOLESALE_PRICE_TYPE_ID);

    const sync = await world.t.call('POST', '/api/v0/services/moysklad/sync', {
      token: world.admin,
      body: { full: true },
      headers: ANY_VERSION,
    });
    expect(sync.status).toBe(202);
    await world.runJobs();
    const prices = await rows<{ code: string; typed: string; list: string }>(
      sql`select p.code, t.wholesale::text as typed, l.wholesale::text as list from price_type_prices t
        join products p on p.id = t.product_id
        join product_prices l on l.product_id = p.id and l.currency = 'RUB'
        where t.price_type_id = ${type!.id} and t.currency = 'RUB' order by p.code`,
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.typed)).toBeLessThan(Number(price.list));

    // Its buyer sees the type's price; a second full sync writes nothing (no revision moves).
    const { user } = await createUser({ db: world.t.db, groups: ['warehouse'], stores: [] });
    await world.t.db.execute(sql`update users set counterparty_id = ${ours!.id} where id = ${user.id}`);
    const token = await world.t.app.tokens.sign(user.id);
    const page = await world.t.call(
      'GET',
      `/api/v0/catalog/products/${encodeURIComponent(prices[0]!.code)}`,
      { token },
    );
    expect(page.body.data.price_wholesale).toBe(prices[0]!.typed);
    const before = await rows<{ n: number }>(sql`select revision::float8 as n from catalog_revision`);
    await world.t.call('POST', '/api/v0/services/moysklad/sync', {
      token: world.admin,
      body: { full: true },
      headers: ANY_VERSION,
    });
    await world.runJobs();
    expect(await rows<{ n: number }>(sql`select revision::float8 as n from catalog_revision`)).toEqual(
      before,
    );
  });
});
