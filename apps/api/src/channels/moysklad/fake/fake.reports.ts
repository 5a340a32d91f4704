import { apiError, badQuery, type FakeAnswer, isAnswer } from './fake.answer';
import { contextOf, pageMeta, paging } from './fake.collections';
import { parseFilter } from './fake.filter';
import type { FakeStockRow, FakeStore } from './fake.model';
import { link, meta, type Render } from './fake.render';
import { parseMskTime } from './fake.time';

/**
 * The stock reports (JSON API 1.2, «Отчет Остатки»). The short ones, `report/stock/all/current`
 * and `report/stock/bystore/current`: a bare array of `{ assortmentId, storeId?, <stockType> }`,
 * one kind of figure (`stockType` stock | freeStock | quantity | reserve | inTransit), non-zero
 * lines only unless `include=zeroLines`; `changedSince` (at most 24 h back, not in the future)
 * answers the lines changed since then, zeros included; `filter=assortmentId=…;storeId=…` (ids,
 * comma-separated or repeated). The full `report/stock/bystore` (weight 5): a paged collection of
 * `{ meta, stockByStore: [{ meta, name, stock, reserve, inTransit }] }` over every store.
 */
const STOCK_TYPES = ['stock', 'freeStock', 'quantity', 'reserve', 'inTransit'] as const;
type StockType = (typeof STOCK_TYPES)[number];

const figure = (row: FakeStockRow, type: StockType): number => {
  if (type === 'stock') return row.stock;
  if (type === 'reserve') return row.reserve;
  if (type === 'inTransit') return row.inTransit;
  if (type === 'freeStock') return row.stock - row.reserve;
  return row.stock - row.reserve + row.inTransit;
};

/** The sets of ids the `filter` names for `assortmentId` and `storeId` (null: no restriction), or the 400 answer. */
function idFilters(url: URL): { assortments: Set<string> | null; stores: Set<string> | null } | FakeAnswer {
  const conditions = parseFilter(url.searchParams.getAll('filter'));
  if (isAnswer(conditions)) return conditions;
  const sets: Record<string, Set<string> | null> = { assortmentId: null, storeId: null };
  for (const c of conditions) {
    if (!(c.field in sets) || c.op !== '=') {
      return apiError(400, 1034, `Ошибка фильтрации: фильтрация по полю '${c.field}' не поддерживается`);
    }
    const set = sets[c.field] ?? new Set<string>();
    for (const id of c.value.split(',')) set.add(id.trim());
    sets[c.field] = set;
  }
  return { assortments: sets.assortmentId!, stores: sets.storeId! };
}

/** `changedSince` as epoch ms (null when absent), or the 400 answer. */
function changedSinceOf(url: URL): number | null | FakeAnswer {
  const text = url.searchParams.get('changedSince');
  if (text === null) return null;
  const ms = parseMskTime(text);
  if (ms === null)
    return apiError(400, 1035, 'Ошибка фильтрации: неверный формат даты параметра changedSince');
  const now = Date.now();
  if (ms > now) return badQuery('changedSince не может быть позже текущего момента');
  if (now - ms > 24 * 3_600_000) return badQuery('changedSince не может быть раньше, чем 24 часа назад');
  return ms;
}

/** GET report/stock/{all|bystore}/current. */
export function currentStock(r: Render, url: URL, byStore: boolean): FakeAnswer {
  const type = (url.searchParams.get('stockType') ?? 'stock') as StockType;
  if (!STOCK_TYPES.includes(type)) {
    return apiError(
      400,
      1041,
      `Неверное значение '${type}' параметра 'stockType', допустимые значения: '${STOCK_TYPES.join(', ')}'`,
    );
  }
  const ids = idFilters(url);
  if (isAnswer(ids)) return ids;
  const since = changedSinceOf(url);
  if (isAnswer(since)) return since;
  const zeros = since !== null || url.searchParams.get('include') === 'zeroLines';
  const picked: FakeStockRow[] = [];
  for (const row of r.account.stock.values()) {
    if (ids.assortments && !ids.assortments.has(row.assortmentId)) continue;
    if (ids.stores && !ids.stores.has(row.storeId)) continue;
    if (since !== null && row.changed < since) continue;
    picked.push(row);
  }
  if (byStore) {
    const lines = picked.map((row) => ({
      assortmentId: row.assortmentId,
      storeId: row.storeId,
      [type]: figure(row, type),
    }));
    return { status: 200, body: zeros ? lines : lines.filter((l) => l[type] !== 0) };
  }
  const totals = new Map<string, number>();
  for (const row of picked)
    totals.set(row.assortmentId, (totals.get(row.assortmentId) ?? 0) + figure(row, type));
  const lines = [...totals].map(([assortmentId, value]) => ({ assortmentId, [type]: value }));
  return { status: 200, body: zeros ? lines : lines.filter((l) => l[type] !== 0) };
}

/** Stock rows by assortment, in a stable order (kept per account version). */
const grouped = new WeakMap<object, { version: number; rows: Map<string, FakeStockRow[]> }>();
function byAssortment(r: Render): Map<string, FakeStockRow[]> {
  const kept = grouped.get(r.account);
  if (kept?.version === r.account.version) return kept.rows;
  const rows = new Map<string, FakeStockRow[]>();
  for (const row of r.account.stock.values()) {
    const list = rows.get(row.assortmentId);
    if (list) list.push(row);
    else rows.set(row.assortmentId, [row]);
  }
  grouped.set(r.account, { version: r.account.version, rows });
  return rows;
}

/** Which totals each `stockMode` keeps (default nonEmpty). */
const STOCK_MODES: Record<string, (total: number) => boolean> = {
  all: () => true,
  positiveOnly: (total) => total > 0,
  negativeOnly: (total) => total < 0,
  empty: (total) => total === 0,
  nonEmpty: (total) => total !== 0,
};

/** One row of the full report: the assortment's meta and its figures in each of `stores` (zeros where it has none). */
function stockByStoreRow(r: Render, assortmentId: string, held: FakeStockRow[], stores: FakeStore[]) {
  return {
    meta: meta(r, r.account.assortmentTypes.get(assortmentId) ?? 'product', assortmentId),
    stockByStore: stores.map((s) => {
      const row = held.find((h) => h.storeId === s.id);
      const figures = { stock: row?.stock ?? 0, reserve: row?.reserve ?? 0, inTransit: row?.inTransit ?? 0 };
      return { ...link(r, 'store', s.id), name: s.name, ...figures };
    }),
  };
}

/** GET report/stock/bystore: the full report, a page of assortments with their stock in every store (`filter=store=<href>` narrows the stores, `stockMode`). */
export function stockByStore(r: Render, url: URL): FakeAnswer {
  const page = paging(url);
  if (isAnswer(page)) return page;
  const conditions = parseFilter(url.searchParams.getAll('filter'));
  if (isAnswer(conditions)) return conditions;
  const storeIds = conditions.filter((c) => c.field === 'store').map((c) => c.value.split('/').pop()!);
  const mode = conditions.find((c) => c.field === 'stockMode')?.value ?? 'nonEmpty';
  const stores = r.account.stores
    .all()
    .filter((s) => !s.archived && (!storeIds.length || storeIds.includes(s.id)));
  const keep = STOCK_MODES[mode] ?? STOCK_MODES.nonEmpty!;
  const chosen = new Set(stores.map((s) => s.id));
  const entries = [...byAssortment(r)].filter(([, rows]) =>
    keep(rows.reduce((sum, row) => sum + (chosen.has(row.storeId) ? row.stock : 0), 0)),
  );
  const rows = entries
    .slice(page.offset, page.offset + page.limit)
    .map(([assortmentId, held]) => stockByStoreRow(r, assortmentId, held, stores));
  const pageInfo = pageMeta(r, {
    path: 'report/stock/bystore',
    type: 'stockbystore',
    url,
    size: entries.length,
    ...page,
  });
  return { status: 200, body: { context: contextOf(r), meta: pageInfo, rows } };
}
