import { FEED_KIND_FIELDS, type FeedField, type FeedKind, type FeedReport } from '@kits/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Outlet data feeds by file (docs/feeds.md): each kind's template downloaded, filled, previewed
 * (nothing written), applied (written through the owners' writers, audited) and replayed (nothing
 * changes); a bad row names its line and field and nothing is written; only staff may call.
 */
let t: TestApp;
let manager: string;
let managerId: number;
let customer: string;
let categoryId: number;
const OUTLET = 2001;
const OTHER_OUTLET = 2002;

type Body = { data: FeedReport; message?: string; errors?: Record<string, string[]> };

async function upload(options: {
  kind: FeedKind;
  bytes: Buffer;
  fileName: string;
  preview?: boolean;
  token?: string;
  base?: string;
}): Promise<{ status: number; body: Body }> {
  const form = new FormData();
  form.append('file', new Blob([options.bytes]), options.fileName);
  const query = options.preview ? '?preview=1' : '';
  const token = options.token === undefined ? manager : options.token;
  const res = await fetch(`${options.base ?? t.ruUrl}/api/v0/services/feeds/${options.kind}${query}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Body };
}

async function template(kind: FeedKind, format: 'csv' | 'xlsx', base = t.ruUrl): Promise<Buffer> {
  const res = await fetch(`${base}/api/v0/services/feeds/${kind}/template?format=${format}`, {
    headers: { authorization: `Bearer ${manager}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

type Values = Partial<Record<FeedField, string | number>>;

/** The template with `rows` filled in under its headers (CSV: the template's own delimiter). */
async function fill(kind: FeedKind, format: 'csv' | 'xlsx', rows: Values[], base = t.ruUrl): Promise<Buffer> {
  const bytes = await template(kind, format, base);
  const fields = FEED_KIND_FIELDS[kind].fields;
  if (format === 'csv') {
    const text = bytes.toString('utf8');
    const delimiter = text.includes(';') ? ';' : ',';
    const lines = rows.map((row) => fields.map((f) => String(row[f] ?? '')).join(delimiter));
    return Buffer.concat([bytes, Buffer.from(`${lines.join('\r\n')}\r\n`)]);
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(fields.map((f) => row[f] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const stockOf = async (storeId: number, code: string) =>
  (
    await queryRows<{ quantity: number; supplies: number }>(
      t.db,
      sql`select s.quantity, s.supplies from stock s join products p on p.id = s.product_id
          where s.store_id = ${storeId} and p.code = ${code}`,
    )
  )[0];
const feedAudits = async () =>
  (
    await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where entity = 'feed'`)
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse', currency: 'EUR', version: 'en' });
  await createStore({ db: t.db, id: OUTLET, name: 'Точка фидов', isRetail: true });
  await createStore({ db: t.db, id: OTHER_OUTLET, name: 'Другая точка', isRetail: true });
  categoryId = (await createCategory({ db: t.db })).id;
  for (const code of ['FEED-1', 'FEED-2', '0042']) await createProduct({ db: t.db, categoryId, code });
  const staff = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  managerId = staff.user.id;
  manager = await t.app.tokens.sign(staff.user.id);
  const shop = await createUser({ db: t.db, groups: ['warehouse'], stores: [OUTLET] });
  customer = await t.app.tokens.sign(shop.user.id);
});
afterAll(() => t?.close());

describe('access', () => {
  it('answers 401 without a token and 403 to a customer, for the upload and the template', async () => {
    const bytes = Buffer.from('Магазин;Артикул;Количество\r\n2001;FEED-1;5\r\n');
    expect((await upload({ kind: 'outlet-stock', bytes, fileName: 'f.csv', token: '' })).status).toBe(401);
    const refused = await upload({ kind: 'outlet-stock', bytes, fileName: 'f.csv', token: customer });
    expect(refused.status).toBe(403);
    const res = await fetch(`${t.ruUrl}/api/v0/services/feeds/sales/template`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(res.status).toBe(403);
    expect(await stockOf(OUTLET, 'FEED-1')).toBeUndefined();
  });
});

/** Per kind: rows to send and a check of what they wrote. */
const CASES: { kind: FeedKind; rows: Values[]; written: () => Promise<void> }[] = [
  {
    kind: 'outlet-stock',
    rows: [
      { outlet: OUTLET, code: 'FEED-1', quantity: 7 },
      { outlet: OUTLET, code: '0042', quantity: 3 },
    ],
    written: async () => {
      expect((await stockOf(OUTLET, 'FEED-1'))?.quantity).toBe(7);
      expect((await stockOf(OUTLET, '0042'))?.quantity).toBe(3);
    },
  },
  {
    kind: 'supplies',
    rows: [{ outlet: OTHER_OUTLET, code: 'FEED-2', quantity: 12 }],
    written: async () => expect((await stockOf(OTHER_OUTLET, 'FEED-2'))?.supplies).toBe(12),
  },
  {
    kind: 'warehouse-stock',
    rows: [
      { warehouse: 1, code: 'FEED-1', quantity: 100 },
      { warehouse: 56, code: 'FEED-2', quantity: 40 },
    ],
    written: async () => {
      expect((await stockOf(1, 'FEED-1'))?.quantity).toBe(100);
      expect((await stockOf(56, 'FEED-2'))?.quantity).toBe(40);
    },
  },
  {
    kind: 'sales',
    rows: [
      {
        outlet: OUTLET,
        line_id: 'chk-1/1',
        day: '2026-11-20',
        code: 'FEED-1',
        quantity: 2,
        amount: '1250,50',
      },
      { outlet: OUTLET, line_id: 'chk-1/2', day: '21.11.2026', code: 'FEED-2', quantity: 1, amount: 300 },
    ],
    written: async () => {
      const rows = await queryRows<{
        external_id: string;
        sold_on: string;
        quantity: number;
        amount: string;
      }>(
        t.db,
        sql`select external_id, sold_on::text as sold_on, quantity, amount::text as amount from sales
            where store_id = ${OUTLET} order by external_id`,
      );
      expect(rows).toEqual([
        { external_id: 'chk-1/1', sold_on: '2026-11-20', quantity: 2, amount: '1250.50' },
        { external_id: 'chk-1/2', sold_on: '2026-11-21', quantity: 1, amount: '300.00' },
      ]);
    },
  },
  {
    kind: 'shelf-capacities',
    rows: [
      { outlet: OUTLET, category: 0, size: '', premium: 'нет', capacity: 30, cost: '1,5' },
      { outlet: OUTLET, category: 0, size: '40x50', premium: 'да', capacity: 10, cost: '' },
    ],
    written: async () => {
      const rows = await queryRows<{
        size: string | null;
        is_premium: boolean;
        capacity: number;
        cost: string;
      }>(
        t.db,
        sql`select size, is_premium, capacity, cost::text as cost from capacities where store_id = ${OUTLET}
            order by capacity`,
      );
      expect(rows).toEqual([
        { size: '40x50', is_premium: true, capacity: 10, cost: '1.00' },
        { size: null, is_premium: false, capacity: 30, cost: '1.50' },
      ]);
    },
  },
];

describe.each(CASES)('the $kind feed', ({ kind, rows, written }) => {
  const withCategory = () => rows.map((r) => (r.category === 0 ? { ...r, category: categoryId } : r));

  it('round-trips its CSV template: preview writes nothing, apply writes and audits once, a replay changes nothing', async () => {
    const bytes = await fill(kind, 'csv', withCategory());
    const audits = await feedAudits();
    const preview = await upload({ kind, bytes, fileName: `${kind}.csv`, preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      kind,
      preview: true,
      applied: false,
      rows: rows.length,
      changed: rows.length,
      unchanged: 0,
      errors: 0,
    });
    expect(await feedAudits()).toBe(audits);

    const applied = await upload({ kind, bytes, fileName: `${kind}.csv` });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({
      applied: true,
      changed: rows.length,
      unchanged: 0,
      file_name: `${kind}.csv`,
    });
    await written();
    expect(await feedAudits()).toBe(audits + 1);
    const [audit] = await queryRows<{
      user_id: number;
      entity_id: string;
      changes: { via: string; changed: number };
    }>(
      t.db,
      sql`select user_id, entity_id, changes from audit_log where entity = 'feed' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      user_id: managerId,
      entity_id: kind,
      changes: { via: 'file', changed: rows.length },
    });

    const replay = await upload({ kind, bytes, fileName: `${kind}.csv` });
    expect(replay.body.data).toMatchObject({ applied: true, changed: 0, unchanged: rows.length });
    expect(await feedAudits()).toBe(audits + 1);
    await written();
  });

  it('round-trips its XLSX template in English: the same rows are unchanged', async () => {
    const bytes = await fill(kind, 'xlsx', withCategory(), t.enUrl);
    const applied = await upload({ kind, bytes, fileName: `${kind}.xlsx`, base: t.enUrl });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, changed: 0, unchanged: rows.length, errors: 0 });
    await written();
  });
});

describe('rows and files', () => {
  it('sets the main store of the version when the warehouse is left empty', async () => {
    const bytes = await fill('warehouse-stock', 'csv', [{ code: '0042', quantity: 9 }], t.enUrl);
    const applied = await upload({ kind: 'warehouse-stock', bytes, fileName: 'w.csv', base: t.enUrl });
    expect(applied.body.data).toMatchObject({ applied: true, changed: 1 });
    expect((await stockOf(56, '0042'))?.quantity).toBe(9);
    expect(await stockOf(1, '0042')).toBeUndefined();
  });

  it('names the line and field of every bad row in the preview, and applies nothing when asked to', async () => {
    const rows: Values[] = [
      { outlet: OUTLET, code: 'FEED-1', quantity: 55 },
      { outlet: 1, code: 'NOPE', quantity: -1 },
      { outlet: OUTLET, code: 'FEED-1', quantity: 56 },
      { outlet: 'x', code: '', quantity: 4 },
    ];
    const bytes = await fill('outlet-stock', 'csv', rows);
    const preview = await upload({ kind: 'outlet-stock', bytes, fileName: 'bad.csv', preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ rows: 4, errors: 3, changed: 1, unchanged: 0 });
    const problems = preview.body.data.problems.map((p) => [p.line, p.field]);
    expect(problems).toEqual([
      [3, 'quantity'],
      [5, 'outlet'],
      [5, 'code'],
      [3, 'outlet'],
      [3, 'code'],
      [4, null],
    ]);
    expect(preview.body.data.problems[0]!.message).toBe(
      'Строка 3: «Количество» — целое число от 0 до 2147483647, а не «-1»',
    );
    expect(preview.body.data.problems.find((p) => p.line === 3 && p.field === 'code')!.message).toBe(
      'Строка 3: нет товара с артикулом «NOPE»',
    );

    const before = await stockOf(OUTLET, 'FEED-1');
    const refused = await upload({ kind: 'outlet-stock', bytes, fileName: 'bad.csv' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['line.3.quantity']).toBeDefined();
    expect(refused.body.errors?.['line.5.outlet']).toBeDefined();
    expect(refused.body.errors?.['line.4']).toEqual(['Строка 4: та же строка уже есть в строке 2']);
    expect(refused.body.message).toMatch(/^Отклонены 3 строки, ничего не записано/);
    expect(await stockOf(OUTLET, 'FEED-1')).toEqual(before);
  });

  it('answers in English on the English version', async () => {
    const bytes = await fill(
      'sales',
      'csv',
      [{ outlet: OUTLET, line_id: 'x', day: '2026-02-30', code: 'FEED-1', quantity: 1, amount: '1' }],
      t.enUrl,
    );
    const preview = await upload({ kind: 'sales', bytes, fileName: 's.csv', preview: true, base: t.enUrl });
    expect(preview.body.data.problems).toEqual([
      {
        line: 2,
        field: 'day',
        message: 'Line 2: “Day” must be a date YYYY-MM-DD or DD.MM.YYYY, not “2026-02-30”',
      },
    ]);
  });

  it('reads a Windows-1251 CSV with commas and its columns in another order, by Russian or English names', async () => {
    const text = 'Кол-во (шт.),Артикул,Примечание,Store ID\r\n4,FEED-2,любое,2002\r\n\r\n6,0042,,2002\r\n';
    const bytes = iconv.encode(text, 'win1251');
    const applied = await upload({ kind: 'outlet-stock', bytes, fileName: 'cp1251.csv' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ rows: 2, changed: 2 });
    expect((await stockOf(OTHER_OUTLET, 'FEED-2'))?.quantity).toBe(4);
    expect((await stockOf(OTHER_OUTLET, '0042'))?.quantity).toBe(6);
  });

  it('refuses a file without a required column, naming it, and one without a file', async () => {
    const bytes = Buffer.from('\ufeffМагазин;Количество\r\n2001;5\r\n');
    const refused = await upload({ kind: 'outlet-stock', bytes, fileName: 'f.csv' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.file).toEqual(['В заголовке нет столбцов: Артикул. Скачайте шаблон']);
    const res = await t.call('POST', '/api/v0/services/feeds/outlet-stock', { token: manager, body: {} });
    expect(res.status).toBe(422);
  });

  it('corrects a sales line sent again with the same line id, and changes a shelf sent with another capacity', async () => {
    const sale = {
      outlet: OTHER_OUTLET,
      line_id: 'r-1',
      day: '2026-11-22',
      code: 'FEED-1',
      quantity: 1,
      amount: '10',
    };
    await upload({ kind: 'sales', bytes: await fill('sales', 'csv', [sale]), fileName: 's.csv' });
    const corrected = await upload({
      kind: 'sales',
      bytes: await fill('sales', 'csv', [{ ...sale, quantity: 2 }]),
      fileName: 's.csv',
    });
    expect(corrected.body.data).toMatchObject({ changed: 1, unchanged: 0 });
    const lines = await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from sales where store_id = ${OTHER_OUTLET}`,
    );
    expect(lines).toEqual([{ quantity: 2 }]);

    const shelf = { outlet: OTHER_OUTLET, category: categoryId, capacity: 5 };
    await upload({
      kind: 'shelf-capacities',
      bytes: await fill('shelf-capacities', 'csv', [shelf]),
      fileName: 'c.csv',
    });
    const changed = await upload({
      kind: 'shelf-capacities',
      bytes: await fill('shelf-capacities', 'csv', [{ ...shelf, capacity: 8 }]),
      fileName: 'c.csv',
    });
    expect(changed.body.data).toMatchObject({ changed: 1 });
    const shelves = await queryRows<{ capacity: number }>(
      t.db,
      sql`select capacity from capacities where store_id = ${OTHER_OUTLET}`,
    );
    expect(shelves).toEqual([{ capacity: 8 }]);
  });
});
