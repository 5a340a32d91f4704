import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createUser } from '../../test/factories/users';
import { ANY_VERSION } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A staff product edit beside a catalogue writer that holds the change counter and then checks a
 * foreign key to the edited product — the recommendations job inserting network-wide rows
 * (lockProductForEdit, docs/rules.md#snapshot-patch). Both must finish: the edit takes the counter
 * before the product row, so it waits instead of deadlocking. PostgreSQL only (two connections).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
let manager: string;
let edited: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser({ db: t.db, groups: ['manager'] });
  manager = await t.app.tokens.sign(user.id);
  const category = await createCategory({ db: t.db });
  edited = (await createProduct({ db: t.db, categoryId: category.id })).id;
  other = (await createProduct({ db: t.db, categoryId: category.id })).id;
});
afterAll(() => t?.close());

describe.runIf(onPostgres)(
  'a product edit while a catalogue writer holds the change counter (TEST_DB=postgres only)',
  () => {
    it('waits for that writer and then commits; neither is chosen as a deadlock victim', async () => {
      let edit: Promise<{ status: number }> | undefined;
      await t.db.transaction(async (tx) => {
        // The job's first statement: a network-wide recommendation moves the counter (held to commit).
        await tx.execute(sql`insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
        values ('user_tops', null, ${other}, 1)`);
        edit = t.call('PATCH', `/api/v0/services/products/${edited}`, {
          token: manager,
          body: { name_ru: 'Новое имя' },
          headers: ANY_VERSION,
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        // Its next row names the edited product: the foreign key's check locks that product's row.
        await tx.execute(sql`insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
        values ('user_tops', null, ${edited}, 1)`);
      });
      expect((await (edit as Promise<{ status: number }>)).status).toBe(200);
      const [row] = await queryRows<{ name_ru: string; recs: number }>(
        t.db,
        sql`select name_ru, (select count(*)::int from smart_recommendations
        where store_id is null and product_id = ${edited}) as recs from products where id = ${edited}`,
      );
      expect(row).toEqual({ name_ru: 'Новое имя', recs: 1 });
    });
  },
);
