import { isIsoDay, ORDER_STATUSES, type OrderStatusName, type OrdersQuery } from '@kits/contract';

/**
 * The orders page's filters as the URL holds them
 * (`?page=&customer=&buyer=&store_id=&status=&date_from=&date_to=`).
 */
export type OrdersFilters = {
  page: number;
  /** Staff: a user id or text in the customer's name, login, e-mail or company. */
  customer: string;
  /** The user who placed the order (docs/rules.md#company-orders). */
  buyerId: number | null;
  storeId: number | null;
  status: OrderStatusName | null;
  /** Inclusive days, YYYY-MM-DD, or ''. */
  dateFrom: string;
  dateTo: string;
};

export const DEFAULT_ORDERS_FILTERS: OrdersFilters = {
  page: 1,
  customer: '',
  buyerId: null,
  storeId: null,
  status: null,
  dateFrom: '',
  dateTo: '',
};

const CUSTOMER_MAX = 100;
const statusOf = (v: string | null): OrderStatusName | null =>
  (ORDER_STATUSES as readonly string[]).includes(v ?? '') ? (v as OrderStatusName) : null;
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads the filters from the URL; anything malformed falls back to the default, so old links still open. */
export function filtersFromSearch(search: URLSearchParams): OrdersFilters {
  return {
    page: positive(search.get('page')) ?? 1,
    customer: (search.get('customer') ?? '').trim().slice(0, CUSTOMER_MAX),
    buyerId: positive(search.get('buyer')),
    storeId: positive(search.get('store_id')),
    status: statusOf(search.get('status')),
    dateFrom: isIsoDay(search.get('date_from')) ? search.get('date_from')! : '',
    dateTo: isIsoDay(search.get('date_to')) ? search.get('date_to')! : '',
  };
}

/** The filters as a query string, defaults left out. */
export function filtersToSearch(filters: OrdersFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.customer) search.set('customer', filters.customer);
  if (filters.buyerId !== null) search.set('buyer', String(filters.buyerId));
  if (filters.storeId !== null) search.set('store_id', String(filters.storeId));
  if (filters.status !== null) search.set('status', filters.status);
  if (filters.dateFrom) search.set('date_from', filters.dateFrom);
  if (filters.dateTo) search.set('date_to', filters.dateTo);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether any filter narrows the list (the page then offers to reset them). */
export const hasNarrowingFilters = (f: OrdersFilters) =>
  !!f.customer || f.buyerId !== null || f.storeId !== null || f.status !== null || !!f.dateFrom || !!f.dateTo;

/**
 * The GET /orders query: status, outlet, buyer and days for everyone (docs/rules.md#company-orders:
 * the server keeps a customer to the orders they may see); the customer text only for staff
 * (docs/rules.md#spec-6). Dates given the wrong way round are swapped.
 */
export function toOrdersQuery(filters: OrdersFilters, { staff }: { staff: boolean }): Partial<OrdersQuery> {
  const [from, to] =
    filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo
      ? [filters.dateTo, filters.dateFrom]
      : [filters.dateFrom, filters.dateTo];
  return {
    page: filters.page,
    customer: (staff && filters.customer) || undefined,
    buyer: filters.buyerId ?? undefined,
    store_id: filters.storeId ?? undefined,
    status: filters.status ?? undefined,
    date_from: from || undefined,
    date_to: to || undefined,
  };
}
