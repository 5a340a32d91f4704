import { buyerWholesale, priceWithDiscount } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createTestApp, type TestApp } from '../test/test-app';
import { buyerWholesaleSql, priceWithDiscountSql } from './price.sql';

/** The discounted price in SQL (price.sql.ts) and in TypeScript (contract rules/price.ts) agree. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** Edge cases and a deterministic spread: 0 %, 100 %, odd cents, halves, numeric(12,2) maxima. */
function cases(): { price: string; discount: string }[] {
  const prices = ['0.00', '0.01', '0.05', '0.99', '1.00', '19.99', '333.33', '1234.55', '9999999999.99'];
  const discounts = ['0', '0.01', '0.5', '7.5', '12.34', '33.33', '50', '66.67', '99.99', '100'];
  const list = prices.flatMap((price) => discounts.map((discount) => ({ price, discount })));
  let seed = 12345;
  const next = (max: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % max;
  };
  for (let i = 0; i < 500; i += 1)
    list.push({ price: cents(next(100_000_000)), discount: cents(next(10_001)) });
  return list;
}

describe('priceWithDiscountSql', () => {
  it('gives the TypeScript rule’s price for every price and discount column', async () => {
    const list = cases();
    const rows = await queryRows<{ price: string; discount: string; answer: string }>(
      t.db,
      sql`select t.price::text as price, t.discount::text as discount,
          ${priceWithDiscountSql(sql`t.price`, sql`t.discount`)}::text as answer
        from unnest(${`{${list.map((c) => c.price).join(',')}}`}::numeric(12,2)[],
          ${`{${list.map((c) => c.discount).join(',')}}`}::numeric(5,2)[]) as t(price, discount)`,
    );
    expect(rows).toHaveLength(list.length);
    for (const row of rows)
      expect(row.answer, `${row.price} at ${row.discount} %`).toBe(
        priceWithDiscount(row.price, row.discount),
      );
  });

  it('agrees with a discount sent as a number parameter, as the services send it', async () => {
    for (const discount of [0, 7.5, 12.34, 100]) {
      const [row] = await queryRows<{ answer: string }>(
        t.db,
        sql`select ${priceWithDiscountSql(sql`${'1234.55'}::numeric(12,2)`, discount)}::text as answer`,
      );
      expect(row!.answer).toBe(priceWithDiscount('1234.55', discount));
    }
  });

  it('keeps a missing price missing', async () => {
    const [row] = await queryRows<{ answer: string | null }>(
      t.db,
      sql`select ${priceWithDiscountSql(sql`null::numeric`, 10)}::text as answer`,
    );
    expect(row!.answer).toBeNull();
  });
});

describe('buyerWholesaleSql (docs/rules.md#buyer-price)', () => {
  it("gives the contract's buyerWholesale for every product, currency and price type", async () => {
    const categoryId = (await createCategory({ db: t.db })).id;
    const both = await createProduct({
      db: t.db,
      categoryId,
      prices: [{ currency: 'RUB', wholesale: '100.00', retail: '150.00' }],
    });
    const listOnly = await createProduct({
      db: t.db,
      categoryId,
      prices: [{ currency: 'RUB', wholesale: '90.00', retail: '150.00' }],
    });
    const typeOnly = await createProduct({ db: t.db, categoryId, prices: [] });
    const none = await createProduct({ db: t.db, categoryId, prices: [] });
    const [type] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into price_types (name) values ('SQL twin') returning id`,
    );
    await t.db.execute(sql`insert into price_type_prices (price_type_id, product_id, currency, wholesale)
      values (${type!.id}, ${both.id}, 'RUB', 80), (${type!.id}, ${typeOnly.id}, 'RUB', 7.5), (${type!.id}, ${both.id}, 'EUR', 3)`);
    const lists = new Map([
      [`${both.id}:RUB`, '100.00'],
      [`${listOnly.id}:RUB`, '90.00'],
    ]);
    const typed = new Map([
      [`${both.id}:RUB`, '80.00'],
      [`${typeOnly.id}:RUB`, '7.50'],
      [`${both.id}:EUR`, '3.00'],
    ]);
    for (const product of [both, listOnly, typeOnly, none])
      for (const currency of ['RUB', 'EUR'])
        for (const priceTypeId of [type!.id, null, type!.id + 1]) {
          const [row] = await queryRows<{ answer: string | null }>(
            t.db,
            sql`select ${buyerWholesaleSql({ product: sql`${product.id}::int`, currency, priceTypeId })}::text as answer`,
          );
          const key = `${product.id}:${currency}`;
          const expected = buyerWholesale({
            list: lists.get(key),
            typed: priceTypeId === type!.id ? typed.get(key) : null,
          });
          expect(row!.answer, `${key} type ${priceTypeId}`).toBe(expected);
        }
  });
});
