import {
  type ReportColumn,
  type ReportKind,
  type ReportRow,
  stockFlags,
  storeOccupancy,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import { storesOccupancyRows } from '../shelves';
import {
  type CurrencyTotalsRow,
  findCategorySales,
  findCategorySalesTotals,
  findCustomerOrders,
  findCustomerOrdersTotals,
  findOutletAutoOrders,
  findOutletAutoOrdersTotals,
  findOutletSales,
  findOutletSalesTotals,
  findOutletStock,
  type PageRequest,
  type ReportFilter,
} from './reports.repository';

/** A column of a report without its title (the title is `col_<key>` of locales/<lang>/reports.json). */
export type ColumnSpec = { key: string; kind: ReportColumn['kind']; title?: string };

/** One page of a report: its rows and the keyset key of its last row (null: no row). */
export type ReportPage = { rows: ReportRow[]; last: (string | number)[] | null };

/**
 * How one report is read (docs/rules.md#reports): its columns, a keyset page of rows, and the
 * totals over all rows (one totals row per currency where money is summed) with the row count.
 * The first column of a totals row is left for the "Total" label.
 */
export type ReportDefinition = {
  columns: readonly ColumnSpec[];
  page(db: Executor, filter: ReportFilter, page: PageRequest): Promise<ReportPage>;
  totals(db: Executor, filter: ReportFilter): Promise<{ rows: number; totals: ReportRow[] }>;
  /** The totals of the given rows, when they are all the rows: spares `totals` a second read. */
  totalsOf?: (rows: ReportRow[]) => ReportRow[];
};

/** A page from raw rows: the rows as report rows and the key of the last. */
function pageOf<T>(raw: T[], key: (row: T) => (string | number)[], row: (r: T) => ReportRow): ReportPage {
  const last = raw.at(-1);
  return { rows: raw.map(row), last: last === undefined ? null : key(last) };
}

/** Per-currency totals rows (units, revenue-like `money` key) and the summed row count. */
function currencyTotals(rows: CurrencyTotalsRow[], money: string) {
  return {
    rows: rows.reduce((n, r) => n + r.rows, 0),
    totals: rows.map((r) => ({ currency: r.currency, units: r.units, [money]: r.revenue })),
  };
}

const salesByOutlet: ReportDefinition = {
  columns: [
    { key: 'bucket', kind: 'day' },
    { key: 'store_id', kind: 'int' },
    { key: 'store_name', kind: 'text' },
    { key: 'currency', kind: 'text' },
    { key: 'units', kind: 'int' },
    { key: 'revenue', kind: 'money' },
  ],
  async page(db, filter, page) {
    const raw = await findOutletSales(db, filter, page);
    return pageOf(
      raw,
      (r) => [r.bucket, r.store_id],
      (r) => ({ ...r }),
    );
  },
  async totals(db, filter) {
    return currencyTotals(await findOutletSalesTotals(db, filter), 'revenue');
  },
};

const salesByCategory: ReportDefinition = {
  columns: [
    { key: 'bucket', kind: 'day' },
    { key: 'category_name', kind: 'text' },
    { key: 'currency', kind: 'text' },
    { key: 'units', kind: 'int' },
    { key: 'revenue', kind: 'money' },
  ],
  async page(db, filter, page) {
    const raw = await findCategorySales(db, filter, page);
    return pageOf(
      raw,
      (r) => [r.bucket, r.category_id, r.currency],
      ({ category_id: _id, ...r }) => r,
    );
  },
  async totals(db, filter) {
    return currencyTotals(await findCategorySalesTotals(db, filter), 'revenue');
  },
};

const orders: ReportDefinition = {
  columns: [
    { key: 'customer', kind: 'text' },
    { key: 'counterparty', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'currency', kind: 'text' },
    { key: 'orders', kind: 'int' },
    { key: 'units', kind: 'int' },
    { key: 'sum', kind: 'money' },
  ],
  async page(db, filter, page) {
    const raw = await findCustomerOrders(db, filter, page);
    return pageOf(
      raw,
      (r) => [r.user_id, r.status, r.currency],
      ({ user_id: _id, ...r }) => r,
    );
  },
  async totals(db, filter) {
    const rows = await findCustomerOrdersTotals(db, filter);
    return {
      rows: rows.reduce((n, r) => n + r.rows, 0),
      totals: rows.map(({ rows: _n, ...r }) => r),
    };
  },
};

/**
 * The stock report's rows of a page of outlets: stock and incoming units over all products, and
 * from the shelves (docs/rules.md#store-occupancy, shelves' `storesOccupancyRows`) the capacity, the
 * occupancy percent of the outlet (contract `storeOccupancy` over the shelves' sums), the units
 * over capacity (Σ of each shelf's overflow) and the flags (contract `stockFlags`).
 */
async function stockPage(db: Executor, filter: ReportFilter, page: PageRequest): Promise<ReportPage> {
  const raw = await findOutletStock(db, filter, page);
  const shelvesByStore = await storesOccupancyRows(
    db,
    raw.map((r) => r.store_id),
  );
  return pageOf(
    raw,
    (r) => [r.store_id],
    (r) => {
      const shelves = shelvesByStore.get(Number(r.store_id)) ?? [];
      const sum = (pick: (s: (typeof shelves)[number]) => number) =>
        shelves.reduce((n, s) => n + Number(pick(s)), 0);
      const capacity = sum((s) => s.capacity);
      const percent = shelves.length
        ? storeOccupancy({ capacity, count: sum((s) => s.count), supplies: sum((s) => s.supplies) }).percent
        : null;
      const overflowUnits = sum((s) => storeOccupancy(s).overflow);
      return {
        store_id: r.store_id,
        store_name: r.store_name,
        stock_units: r.units,
        supplies: r.supplies,
        capacity,
        occupancy: percent,
        overflow_units: overflowUnits,
        ...stockFlags({ percent, overflowUnits }),
      };
    },
  );
}

const stock: ReportDefinition = {
  columns: [
    { key: 'store_id', kind: 'int' },
    { key: 'store_name', kind: 'text' },
    { key: 'stock_units', kind: 'int' },
    { key: 'supplies', kind: 'int' },
    { key: 'capacity', kind: 'int' },
    { key: 'occupancy', kind: 'percent' },
    { key: 'overflow_units', kind: 'int' },
    { key: 'low_stock', kind: 'flag' },
    { key: 'overflow', kind: 'flag' },
  ],
  page: stockPage,
  /** Sums over every outlet, read page by page (a few hundred outlets); flags as counts of outlets. */
  async totals(db, filter) {
    const rows: ReportRow[] = [];
    let after: PageRequest['after'] = null;
    for (;;) {
      const page = await stockPage(db, filter, { after, limit: 200 });
      rows.push(...page.rows);
      if (page.rows.length < 200) break;
      after = page.last;
    }
    return { rows: rows.length, totals: stockTotals(rows) };
  },
  totalsOf: stockTotals,
};

/** The stock report's totals row: units, incoming, capacity and overflow summed; flags counted. */
function stockTotals(rows: ReportRow[]): ReportRow[] {
  const sum = (key: string) => rows.reduce((n, row) => n + Number(row[key] ?? 0), 0);
  const count = (key: string) => rows.filter((row) => row[key] === true).length;
  return [
    {
      stock_units: sum('stock_units'),
      supplies: sum('supplies'),
      capacity: sum('capacity'),
      overflow_units: sum('overflow_units'),
      low_stock: count('low_stock'),
      overflow: count('overflow'),
    },
  ];
}

const autoOrders: ReportDefinition = {
  columns: [
    { key: 'bucket', kind: 'day' },
    { key: 'store_id', kind: 'int' },
    { key: 'store_name', kind: 'text' },
    { key: 'created', kind: 'int' },
    { key: 'applied', kind: 'int' },
    { key: 'sent', kind: 'int' },
    { key: 'sent_units', kind: 'int' },
  ],
  async page(db, filter, page) {
    const raw = await findOutletAutoOrders(db, filter, page);
    return pageOf(
      raw,
      (r) => [r.bucket, r.store_id],
      (r) => ({ ...r }),
    );
  },
  async totals(db, filter) {
    const [row] = await findOutletAutoOrdersTotals(db, filter);
    const { rows = 0, created = 0, applied = 0, sent = 0, sent_units = 0 } = row ?? {};
    return { rows, totals: [{ created, applied, sent, sent_units }] };
  },
};

/** Every report by its name. */
export const REPORTS: Record<ReportKind, ReportDefinition> = {
  'sales-by-outlet': salesByOutlet,
  'sales-by-category': salesByCategory,
  orders,
  stock,
  'auto-orders': autoOrders,
};
