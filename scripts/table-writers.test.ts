import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// One writer per table (docs/architecture.md) is kept by `npm run lint`, which runs
// scripts/table-writers.mjs after Biome. This runs the script on small trees written to a scratch
// folder beside a copy of the real schema and seed helpers, with the real scripts/table-owners.json.
const root = path.resolve(import.meta.dirname, '..');
const src = 'apps/api/src';
const owners: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'scripts/table-owners.json'), 'utf8'),
).owners;
let dir: string;

function check(files: Record<string, string>, flags: string[] = []) {
  for (const wing of ['channels', 'ordering', 'catalogue', 'customers', 'outlets']) {
    rmSync(path.join(dir, src, wing), { recursive: true, force: true });
    mkdirSync(path.join(dir, src, wing), { recursive: true });
    writeFileSync(path.join(dir, src, wing, 'wing.ts'), 'export const wing = {};\n');
  }
  for (const extra of ['test', 'db/seed/feeds.ts', 'db/schema/feeds.ts', 'db/migrations', 'lib'])
    rmSync(path.join(dir, src, extra), { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync('node', ['scripts/table-writers.mjs', '--root', dir, ...flags], { cwd: root });
  const out = `${run.stdout}${run.stderr}`.trim();
  return { ok: run.status === 0, lines: out ? out.split('\n') : [] };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'table-writers-'));
  cpSync(path.join(root, src, 'db/schema'), path.join(dir, src, 'db/schema'), { recursive: true });
  mkdirSync(path.join(dir, src, 'db/seed'), { recursive: true });
  cpSync(path.join(root, src, 'db/seed/bulk.ts'), path.join(dir, src, 'db/seed/bulk.ts'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sqlHeader = "import { sql } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\n\n";

describe('npm run lint keeps one writer per table', () => {
  it('reads the owners from scripts/table-owners.json', () => {
    expect(owners).toMatchObject({
      stock: 'outlets/stock',
      sales: 'outlets/sales',
      shelf_stock: 'outlets/shelves',
      shelf_stock_dirty: 'outlets/shelves',
      smart_recommendations: 'catalogue/recommendations',
      baskets: 'ordering/basket',
      basket_lines: 'ordering/basket',
      orders: 'ordering/orders',
      order_lines: 'ordering/orders',
    });
  });

  it("refuses SQL that writes another wing's table, and names the owner from the config", () => {
    const file = `${src}/catalogue/import/import.repository.ts`;
    const result = check({
      [file]: `${sqlHeader}export async function save(db: Db) {\n  await db.execute(sql\`insert into stock (store_id, product_id, quantity) values (1, 2, 3)\`);\n}\n`,
    });
    expect(result).toEqual({ ok: false, lines: [`${file}:5: writes stock, owned by ${owners.stock}`] });
  });

  it('refuses a multi-line statement, a CTE, quotes and the public schema, at the line of the verb', () => {
    const file = `${src}/ordering/orders/send.repository.ts`;
    const text = `${sqlHeader}export const send = (db: Db, id: number) =>
  db.execute(sql\`
    with moved as (
      UPDATE "public"."stock" s
         SET quantity = s.quantity - 1 where s.product_id = \${id} returning 1
    ), cleared as (DELETE
      FROM
        basket_lines where basket_id = \${id})
    insert
      into public.order_lines (order_id) select \${id}\`);
`;
    const result = check({ [file]: text });
    expect(result.lines).toEqual([
      `${file}:7: writes stock, owned by outlets/stock`,
      `${file}:9: writes basket_lines, owned by ordering/basket`,
    ]);
  });

  it('refuses drizzle builder calls on a table of another module: named, aliased, namespace, interpolated', () => {
    const file = `${src}/ordering/auto-orders/auto-orders.repository.ts`;
    const text = `import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { autoOrders, basketLines, sales as salesTable } from '../../db/schema';

export async function apply(db: Db) {
  await db.insert(basketLines).values({ basketId: 1, productId: 2, basketCount: 3 });
  await db
    .update(salesTable)
    .set({ quantity: 1 });
  await db.delete(schema.smartRecommendations);
  await db.execute(sql\`delete from \${schema.shelfStock} where store_id = 1\`);
  await db.update(autoOrders).set({ status: 'applied' });
}
`;
    const result = check({ [file]: text });
    expect(result.lines).toEqual([
      `${file}:7: writes basket_lines, owned by ordering/basket`,
      `${file}:9: writes sales, owned by outlets/sales`,
      `${file}:11: writes smart_recommendations, owned by catalogue/recommendations`,
      `${file}:12: writes shelf_stock, owned by outlets/shelves`,
    ]);
  });

  it('refuses truncate, merge and copy, and the seed writing through its bulk helpers', () => {
    const file = `${src}/outlets/reports/reports.repository.ts`;
    const seed = `${src}/db/seed/feeds.ts`;
    const result = check({
      [file]: `${sqlHeader}export const reset = [
  sql\`truncate table only shelf_stock, "sales" restart identity\`,
  sql\`merge into baskets b using x on true when matched then delete\`,
  sql\`copy stock (store_id, quantity) from stdin\`,
];
`,
      [seed]: `import type { Db } from '../client';
import { insertColumns, insertRows as rows } from './bulk';

export async function load(db: Db) {
  await insertColumns(db, 'sales', { store_id: ['int4', [1]] });
  await rows(db, 'capacities', { id: 'int4' }, [{ id: 1 }]);
  await rows(
    db,
    'orders',
    { id: 'int4' },
    [{ id: 1 }],
  );
}
`,
    });
    expect(result.lines).toEqual([
      `${seed}:5: writes sales, owned by outlets/sales`,
      `${seed}:7: writes orders, owned by ordering/orders`,
      `${file}:5: writes shelf_stock, owned by outlets/shelves`,
      `${file}:5: writes sales, owned by outlets/sales`,
      `${file}:6: writes baskets, owned by ordering/basket`,
      `${file}:7: writes stock, owned by outlets/stock`,
    ]);
  });

  it("passes the owners' own writes, and reads, comments, prose and locking clauses anywhere", () => {
    const result = check({
      [`${src}/outlets/stock/stock.repository.ts`]: `${sqlHeader}export const set = (db: Db) => [
  db.execute(sql\`insert into stock as s (store_id) values (1) on conflict (store_id) do update set quantity = 1\`),
  db.execute(sql\`update stock set supplies = 0\`),
];
`,
      [`${src}/ordering/basket/nested/lines.repository.ts`]: `import { sql } from 'drizzle-orm';
import { basketLines } from '../../../db/schema';

export const lines = [sql\`delete from basket_lines where basket_id = 1\`, basketLines];
`,
      [`${src}/catalogue/catalog/catalog.repository.ts`]: `${sqlHeader}// insert into stock (a comment)
/* delete from sales, update stock set quantity = 0 */
export const read = (db: Db) => [
  db.execute(sql\`select * from stock s join sales on true for update of s\`),
  db.execute(sql\`select 1 from orders for update\`),
  'Could not update stock: insert into the basket failed',
  /delete from stock/.test('x') ? 1 / 2 : 'Please update stock settings',
];
`,
    });
    expect(result).toEqual({ ok: true, lines: [] });
  });

  it('ignores tests, test helpers, migrations and benchmarks', () => {
    const write =
      "import { sql } from 'drizzle-orm';\n\nexport const w = sql`insert into stock (a) values (1)`;\n";
    const result = check({
      [`${src}/ordering/orders/orders.api.test.ts`]: write,
      [`${src}/catalogue/import/import.unit.test.ts`]: write,
      [`${src}/test/factories/stock.ts`]: write,
      [`${src}/db/migrations/0099_feed.ts`]: write,
      [`${src}/catalogue/catalog/bench/catalog-bench.sql.ts`]: write,
    });
    expect(result).toEqual({ ok: true, lines: [] });
  });

  it('refuses a table of the schema that the owners file does not declare', () => {
    const result = check({
      [`${src}/db/schema/feeds.ts`]:
        "import { pgTable, text } from 'drizzle-orm/pg-core';\n\nexport const feeds = pgTable('feeds', { id: text('id') });\n",
    });
    expect(result).toEqual({
      ok: false,
      lines: [`${src}/db/schema/feeds.ts:3: feeds has no owner: declare it in scripts/table-owners.json`],
    });
  });

  it('lists who writes what with --list', () => {
    const result = check(
      {
        [`${src}/lib/stock-sync.ts`]:
          "import { sql } from 'drizzle-orm';\n\nexport const w = sql`update stock set quantity = 0`;\n",
      },
      ['--list'],
    );
    expect(result.ok).toBe(true);
    expect(result.lines).toContain('| stock | outlets/stock | lib ✗ (1) |');
    expect(result.lines).toContain('| orders | ordering/orders | — |');
  });
});
