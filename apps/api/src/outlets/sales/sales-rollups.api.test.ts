import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categories, products, sales, stores } from '../../db/schema';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rebuildSalesRollups, SALES_ROLLUP_TABLES, type SalesRollupTable } from './sales-rollups';

/**
 * The sales rollups (docs/rules.md#sales-rollups) equal a GROUP BY of the raw sales lines computed
 * here, in both directions (no row missing, none extra, no zero rows), after every kind of write
 * the statement triggers of migration 0007 follow, after rebuildSalesRollups, across a day and a
 * month boundary; and the two writes they do not follow (an outlet deleted, an outlet's currency
 * changed) are put right by a rebuild (decision 0022).
 */
let t: TestApp;
let ids: {
  ruRub: number;
  enEur: number;
  enPln: number;
  rootA: number;
  rootB: number;
  childA: number;
  p1: number;
  p2: number;
  p3: number;
};

/** What each rollup must hold, from the raw lines (the category tree walked here, not by category_roots()). */
const EXPECTED: Record<SalesRollupTable, string> = {
  sales_daily: `select store_id, product_id, sold_on::text, sum(quantity)::int as units,
      sum(amount)::numeric(14,2)::text as revenue from sales group by 1, 2, 3`,
  sales_store_daily: `select store_id, sold_on::text, sum(quantity)::int as units,
      sum(amount)::numeric(14,2)::text as revenue from sales group by 1, 2`,
  sales_category_daily: `with recursive tree as (
        select id, id as root from categories where parent_id is null
        union all select c.id, tree.root from categories c join tree on c.parent_id = tree.id)
      select tree.root as category_id, s.sold_on::text, s.store_id, sum(s.quantity)::int as units,
        sum(s.amount)::numeric(14,2)::text as revenue
      from sales s join products p on p.id = s.product_id join tree on tree.id = p.category_id
      group by 1, 2, 3`,
  sales_product_monthly: `select st.version, date_trunc('month', s.sold_on)::date::text as month, s.product_id,
        st.currency, sum(s.quantity)::int as units, sum(s.amount)::numeric(14,2)::text as revenue
      from sales s join stores st on st.id = s.store_id group by 1, 2, 3, 4`,
};

/** The rollup's rows in the same shape as EXPECTED's. */
const ACTUAL: Record<SalesRollupTable, string> = {
  sales_daily: `select store_id, product_id, sold_on::text, units, revenue::text from sales_daily`,
  sales_store_daily: `select store_id, sold_on::text, units, revenue::text from sales_store_daily`,
  sales_category_daily: `select category_id, sold_on::text, store_id, units, revenue::text from sales_category_daily`,
  sales_product_monthly: `select version, month::text, product_id, currency, units, revenue::text
      from sales_product_monthly`,
};

/** Rows of `table` missing from the rollup ('missing') or in it without a raw counterpart ('extra'). */
async function differences(table: SalesRollupTable) {
  return queryRows<Record<string, unknown>>(
    t.db,
    sql.raw(`(select 'missing' as side, * from (${EXPECTED[table]}) e except all select 'missing', * from (${ACTUAL[table]}) a)
      union all
      (select 'extra', * from (${ACTUAL[table]}) a except all select 'extra', * from (${EXPECTED[table]}) e)`),
  );
}

/** Asserts every rollup equals the raw sales, both ways. */
async function expectRollupsEqualSales() {
  for (const table of SALES_ROLLUP_TABLES)
    expect({ table, diff: await differences(table) }).toEqual({ table, diff: [] });
}

const line = (storeId: number, productId: number, soldOn: string, quantity: number, amount: string) => ({
  storeId,
  productId,
  soldOn,
  quantity,
  amount,
});

const count = async (query: string) => (await queryRows<{ n: number }>(t.db, sql.raw(query)))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const ruRub = await createStore({ db, isRetail: true, currency: 'RUB', version: 'ru' });
  const enEur = await createStore({ db, isRetail: true, currency: 'EUR', version: 'en' });
  const enPln = await createStore({ db, isRetail: true, currency: 'PLN', version: 'en' });
  const rootA = await createCategory({ db });
  const rootB = await createCategory({ db });
  const childA = await createCategory({ db, parentId: rootA.id });
  const p1 = await createProduct({ db, categoryId: childA.id });
  const p2 = await createProduct({ db, categoryId: rootA.id });
  const p3 = await createProduct({ db, categoryId: rootB.id });
  ids = {
    ruRub: ruRub.id,
    enEur: enEur.id,
    enPln: enPln.id,
    rootA: rootA.id,
    rootB: rootB.id,
    childA: childA.id,
    p1: p1.id,
    p2: p2.id,
    p3: p3.id,
  };
});
afterAll(() => t?.close());

describe('sales rollups', () => {
  it('follow a single inserted line', async () => {
    await t.db.insert(sales).values(line(ids.ruRub, ids.p1, '2026-03-30', 2, '300.00'));
    await expectRollupsEqualSales();
    expect(await count(`select count(*)::int as n from sales_daily`)).toBe(1);
  });

  it('follow a batch across a day and a month boundary, in each outlet’s currency', async () => {
    await t.db
      .insert(sales)
      .values([
        line(ids.ruRub, ids.p1, '2026-03-31', 3, '450.00'),
        line(ids.ruRub, ids.p1, '2026-03-31', 1, '150.00'),
        line(ids.ruRub, ids.p1, '2026-04-01', 5, '750.00'),
        line(ids.ruRub, ids.p2, '2026-04-01', 1, '99.90'),
        line(ids.ruRub, ids.p3, '2026-04-01', 4, '400.00'),
        line(ids.enEur, ids.p1, '2026-03-31', 2, '12.50'),
        line(ids.enEur, ids.p1, '2026-04-01', 1, '6.25'),
        line(ids.enPln, ids.p1, '2026-04-01', 7, '140.00'),
        line(ids.enPln, ids.p3, '2026-04-02', 2, '30.00'),
      ]);
    await expectRollupsEqualSales();
    // Two lines of one outlet, product and day: one daily row; the next day its own row.
    const days = await queryRows<{ sold_on: string; units: number; revenue: string }>(
      t.db,
      sql`select sold_on::text, units, revenue::text from sales_daily
        where store_id = ${ids.ruRub} and product_id = ${ids.p1} order by sold_on`,
    );
    expect(days).toEqual([
      { sold_on: '2026-03-30', units: 2, revenue: '300.00' },
      { sold_on: '2026-03-31', units: 4, revenue: '600.00' },
      { sold_on: '2026-04-01', units: 5, revenue: '750.00' },
    ]);
    // March and April apart; the English version's EUR and PLN never added together.
    const months = await queryRows<{
      version: string;
      month: string;
      currency: string;
      units: number;
      revenue: string;
    }>(
      t.db,
      sql`select version, month::text, currency, units, revenue::text from sales_product_monthly
        where product_id = ${ids.p1} order by version, month, currency`,
    );
    expect(months).toEqual([
      { version: 'en', month: '2026-03-01', currency: 'EUR', units: 2, revenue: '12.50' },
      { version: 'en', month: '2026-04-01', currency: 'EUR', units: 1, revenue: '6.25' },
      { version: 'en', month: '2026-04-01', currency: 'PLN', units: 7, revenue: '140.00' },
      { version: 'ru', month: '2026-03-01', currency: 'RUB', units: 6, revenue: '900.00' },
      { version: 'ru', month: '2026-04-01', currency: 'RUB', units: 5, revenue: '750.00' },
    ]);
    // p1 (a subcategory of A) and p2 (A itself) roll up to the top-level category A.
    const categoryA = await queryRows<{ units: number }>(
      t.db,
      sql`select units from sales_category_daily
        where category_id = ${ids.rootA} and store_id = ${ids.ruRub} and sold_on = '2026-04-01'`,
    );
    expect(categoryA).toEqual([{ units: 6 }]);
  });

  it('follow an update of quantity and amount, and a line moved to another day', async () => {
    await t.db.execute(
      sql`update sales set quantity = quantity + 10, amount = amount + 1000
        where store_id = ${ids.ruRub} and product_id = ${ids.p3}`,
    );
    await expectRollupsEqualSales();
    // The only line of enPln on 2026-04-02 moves to 2026-05-01: that day and month leave every rollup.
    await t.db.execute(
      sql`update sales set sold_on = '2026-05-01' where store_id = ${ids.enPln} and sold_on = '2026-04-02'`,
    );
    await expectRollupsEqualSales();
    expect(
      await count(
        `select count(*)::int as n from sales_store_daily where store_id = ${ids.enPln} and sold_on = '2026-04-02'`,
      ),
    ).toBe(0);
  });

  it('drop a whole day of an outlet from every rollup when its lines are deleted, leaving no zero rows', async () => {
    await t.db.execute(sql`delete from sales where store_id = ${ids.ruRub} and sold_on = '2026-04-01'`);
    await expectRollupsEqualSales();
    for (const table of ['sales_daily', 'sales_store_daily', 'sales_category_daily'])
      expect(
        await count(
          `select count(*)::int as n from ${table} where store_id = ${ids.ruRub} and sold_on = '2026-04-01'`,
        ),
      ).toBe(0);
    for (const table of SALES_ROLLUP_TABLES)
      expect(await count(`select count(*)::int as n from ${table} where units = 0 and revenue = 0`)).toBe(0);
  });

  it('move a product’s history when it changes to another top-level category, or its category moves', async () => {
    await t.db.update(products).set({ categoryId: ids.rootB }).where(eq(products.id, ids.p1));
    await expectRollupsEqualSales();
    await t.db.update(products).set({ categoryId: ids.childA }).where(eq(products.id, ids.p1));
    await t.db.update(categories).set({ parentId: ids.rootB }).where(eq(categories.id, ids.childA));
    await expectRollupsEqualSales();
  });

  it('are recomputed by rebuildSalesRollups, which answers the rows per table', async () => {
    await t.db.execute(sql`delete from sales_daily`);
    await t.db.execute(sql`update sales_store_daily set units = units + 1`);
    const counts = await rebuildSalesRollups(t.db);
    await expectRollupsEqualSales();
    for (const table of SALES_ROLLUP_TABLES)
      expect(counts[table]).toBe(await count(`select count(*)::int as n from (${EXPECTED[table]}) e`));
  });

  it('keep an outlet’s history in its old currency after the currency changes, until a rebuild', async () => {
    await t.db.update(stores).set({ currency: 'EUR' }).where(eq(stores.id, ids.enPln));
    expect(await differences('sales_product_monthly')).not.toEqual([]);
    await rebuildSalesRollups(t.db);
    await expectRollupsEqualSales();
  });

  it('lose a deleted outlet’s lines from the daily rollups at once, from the product months at the next rebuild', async () => {
    // The cascade deletes the outlet's lines after the outlet row: the per-day rollups follow,
    // sales_product_monthly (which needs the outlet's version and currency) only after a rebuild.
    await t.db.delete(stores).where(eq(stores.id, ids.enEur));
    for (const table of ['sales_daily', 'sales_store_daily', 'sales_category_daily'] as const)
      expect(await differences(table)).toEqual([]);
    expect(await differences('sales_product_monthly')).not.toEqual([]);
    await rebuildSalesRollups(t.db);
    await expectRollupsEqualSales();
  });

  it('lose a deleted product’s lines from the category rollup at the next rebuild', async () => {
    await t.db.delete(products).where(eq(products.id, ids.p3));
    for (const table of ['sales_daily', 'sales_store_daily', 'sales_product_monthly'] as const)
      expect(await differences(table)).toEqual([]);
    expect(await differences('sales_category_daily')).not.toEqual([]);
    await rebuildSalesRollups(t.db);
    await expectRollupsEqualSales();
  });
});
