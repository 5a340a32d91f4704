import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Executor, queryRows } from '../../db/client';
import { warehouseStockJoin, warehouseStockSql } from '../../rules/warehouse-stock.sql';
import { ensureBasket } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBasketUnits, type BasketUnit } from './basket-lines.repository';

/**
 * `addBasketUnits` writes the same basket lines as the four statements it replaced (kept below,
 * verbatim but for their inputs): repeat order's and quick order's adds (`exact`), the Shopify
 * basket add (`within-stock`), the auto order's create (`within-stock` + marks) and its
 * union/replace (`raise` + marks). Each scenario fills two baskets alike, runs the old statement on
 * one and the writer on the other, and compares every line and the answer the callers use.
 */
let t: TestApp;
const products: number[] = [];
const MAIN = 1;
let before: number;
let after: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: MAIN, name: 'Склад', currency: 'RUB' });
  const [a, b] = [await createStore({ db: t.db, name: 'A' }), await createStore({ db: t.db, name: 'B' })];
  const categoryId = (await createCategory({ db: t.db })).id;
  for (const stock of [null, 0, 1, 3, 5, 10])
    products.push(
      (
        await createProduct({
          db: t.db,
          categoryId,
          stock: stock === null ? [] : [{ storeId: MAIN, quantity: stock }],
        })
      ).id,
    );
  const { user } = await createUser({ db: t.db, stores: [a.id, b.id] });
  before = (await ensureBasket({ db: t.db, userId: user.id, storeId: a.id })).id;
  after = (await ensureBasket({ db: t.db, userId: user.id, storeId: b.id })).id;
});
afterAll(() => t?.close());

type Units = { basketId: number; units: BasketUnit[] };
const json = (units: BasketUnit[], key = 'id') =>
  JSON.stringify(units.map((u) => ({ [key]: u.id, count: u.count, reason: u.reason ?? null })));

/** The replaced statements: the SQL that lived in orders, auto-orders and basket before one writer. */
const OLD = {
  exact: (tx: Executor, { basketId, units }: Units) =>
    tx.execute(sql`insert into basket_lines as bl (basket_id, product_id, basket_count)
      values ${sql.join(
        units.map((u) => sql`(${basketId}::int, ${u.id}::int, ${u.count}::int)`),
        sql`, `,
      )}
      on conflict (basket_id, product_id) do update set basket_count = bl.basket_count + excluded.basket_count`),
  withinStock: (tx: Executor, { basketId, units }: Units) =>
    queryRows<{ id: number; wanted: number; added: number; stock: number }>(
      tx,
      sql`with v as (
          select (x->>0)::int as id, sum((x->>1)::int)::int as wanted
          from jsonb_array_elements(${JSON.stringify(units.map((u) => [u.id, u.count]))}::jsonb) x group by 1
        ),
        plan as (
          select v.id, v.wanted, ${warehouseStockSql(sql`v.id`, MAIN)}::int as stock,
            coalesce((select bl.basket_count from basket_lines bl
              where bl.basket_id = ${basketId} and bl.product_id = v.id), 0) as held
          from v
        ),
        sized as (select id, wanted, stock, greatest(0, least(wanted, stock - held)) as added from plan),
        ins as (
          insert into basket_lines as bl (basket_id, product_id, basket_count)
          select ${basketId}::int, id, added from sized where added > 0
          on conflict (basket_id, product_id) do update set basket_count = bl.basket_count + excluded.basket_count
        )
        select id, wanted, added, stock from sized order by id`,
    ),
  autoCreate: (tx: Executor, { basketId, units }: Units) =>
    tx.execute(sql`insert into basket_lines as bl (basket_id, product_id, basket_count, from_auto_order, auto_order_reason)
      select ${basketId}::int, x.product_id, least(x.count, w.quantity), true, x.reason
      from jsonb_to_recordset(${json(units, 'product_id')}::jsonb) as x(product_id int, count int, reason jsonb)
        join ${warehouseStockJoin('w', sql`x.product_id`, MAIN)}
      where least(x.count, w.quantity) > 0
      on conflict (basket_id, product_id) do update set
        basket_count = greatest(bl.basket_count, least(bl.basket_count + excluded.basket_count,
          ${warehouseStockSql(sql`excluded.product_id`, MAIN)})),
        from_auto_order = true, auto_order_reason = excluded.auto_order_reason`),
  autoApply: (tx: Executor, { basketId, units }: Units) =>
    queryRows<{ product_id: number }>(
      tx,
      sql`insert into basket_lines as bl (basket_id, product_id, basket_count, from_auto_order, auto_order_reason)
        select ${basketId}::int, x.product_id, least(x.count, w.quantity), true, x.reason
        from jsonb_to_recordset(${json(units, 'product_id')}::jsonb) as x(product_id int, count int, reason jsonb)
          join ${warehouseStockJoin('w', sql`x.product_id`, MAIN)}
        where least(x.count, w.quantity) > 0
        on conflict (basket_id, product_id) do update set
          basket_count = excluded.basket_count, from_auto_order = true,
          auto_order_reason = excluded.auto_order_reason
          where bl.basket_count < excluded.basket_count
        returning bl.product_id`,
    ),
};

/** A deterministic pseudo-random source (a linear congruential generator), so failures replay. */
function random(seed: number) {
  let state = seed;
  return <T>(choices: readonly T[]): T => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return choices[(state >>> 16) % choices.length]!;
  };
}

type Held = { id: number; count: number; marked: boolean };
/** Scenario `n`: the basket's lines before (some marked) and the units coming in (one per product at most). */
function scenario(n: number): { held: Held[]; units: BasketUnit[] } {
  const pick = random(n + 1);
  const held: Held[] = [];
  const units: BasketUnit[] = [];
  for (const id of products) {
    const count = pick([0, 1, 3, 5, 12]);
    if (count > 0) held.push({ id, count, marked: pick([false, true]) });
    const wanted = pick([0, 1, 2, 4, 8]);
    if (wanted > 0) units.push({ id, count: wanted, reason: { scenario: n, id } });
  }
  if (units.length === 0) units.push({ id: products[5]!, count: 1, reason: { scenario: n } });
  return { held, units };
}

async function fill(basketId: number, held: Held[]) {
  await t.db.execute(sql`delete from basket_lines where basket_id = ${basketId}`);
  for (const h of held)
    await t.db.execute(sql`insert into basket_lines (basket_id, product_id, basket_count, from_auto_order, auto_order_reason)
      values (${basketId}, ${h.id}, ${h.count}, ${h.marked}, ${h.marked ? JSON.stringify({ old: h.id }) : null}::jsonb)`);
}
const rows = (basketId: number) =>
  queryRows(
    t.db,
    sql`select product_id, basket_count, from_auto_order, auto_order_reason from basket_lines
      where basket_id = ${basketId} order by product_id`,
  );

/** Made when a test runs: the products exist only after beforeAll. */
const scenarios = () => Array.from({ length: 25 }, (_, n) => scenario(n));

describe('addBasketUnits writes what the replaced statements wrote', () => {
  it('exact = the repeat order and quick order adds', async () => {
    for (const { held, units } of scenarios()) {
      await fill(before, held);
      await fill(after, held);
      await OLD.exact(t.db, { basketId: before, units });
      await addBasketUnits(t.db, { basketId: after, mainStoreId: MAIN, units, mode: 'exact' });
      expect(await rows(after)).toEqual(await rows(before));
    }
  });

  it('within-stock = the Shopify basket add, answer included', async () => {
    for (const { held, units } of scenarios()) {
      await fill(before, held);
      await fill(after, held);
      const old = await OLD.withinStock(t.db, { basketId: before, units });
      const added = await addBasketUnits(t.db, { basketId: after, mainStoreId: MAIN, units });
      expect(added.map(({ id, wanted, added, stock }) => ({ id, wanted, added, stock }))).toEqual(old);
      expect(await rows(after)).toEqual(await rows(before));
    }
  });

  it('within-stock with marks = the auto order create', async () => {
    for (const { held, units } of scenarios()) {
      await fill(before, held);
      await fill(after, held);
      await OLD.autoCreate(t.db, { basketId: before, units });
      await addBasketUnits(t.db, { basketId: after, mainStoreId: MAIN, units, fromAutoOrder: true });
      expect(await rows(after)).toEqual(await rows(before));
    }
  });

  it('raise with marks = the auto order union and replace, with the count of lines written', async () => {
    for (const { held, units } of scenarios()) {
      for (const basket of held.length > 0 ? [held, []] : [held]) {
        await fill(before, basket);
        await fill(after, basket);
        const old = await OLD.autoApply(t.db, { basketId: before, units });
        const added = await addBasketUnits(t.db, {
          basketId: after,
          mainStoreId: MAIN,
          units,
          mode: 'raise',
          fromAutoOrder: true,
        });
        expect(added.filter((u) => u.added > 0).length).toBe(old.length);
        expect(await rows(after)).toEqual(await rows(before));
      }
    }
  });
});
