import {
  type Counterparty,
  type CounterpartyBody,
  type CounterpartyOrder,
  cleanStoreName,
  type Outlet,
  type OutletBody,
} from '@kits/contract';
import { storeCurrency } from '../../context/request-context';
import { withEtag } from '../../lib/record-version';
import {
  type CounterpartyRow,
  type CounterpartyWrite,
  WRITABLE,
  type WritableField,
} from './counterparties.repository';
import type { CounterpartyOrderRow, OutletRow, OutletWrite } from './outlets.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const versionOf = (v: string) => (v === 'en' ? 'en' : 'ru');

/** A counterparty row as the API answers it: discount a number, times ISO, its `etag` (docs/rules.md#record-versions). */
export function toCounterparty(row: CounterpartyRow): Counterparty {
  return withEtag({
    ...row,
    version: versionOf(row.version),
    discount: Number(row.discount),
    status: row.status === 'blocked' ? 'blocked' : 'active',
    users_count: Number(row.users_count),
    outlets_count: Number(row.outlets_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}

/** A body field as the database keeps it: discount a decimal string with 2 decimals. */
export const toColumn = <F extends WritableField>(field: F, value: CounterpartyBody[F]): string | null =>
  field === 'discount' ? Number(value).toFixed(2) : (value as string | null);

/** A whole body as written. */
export const toCounterpartyWrite = (body: CounterpartyBody): CounterpartyWrite =>
  Object.fromEntries(WRITABLE.map((f) => [f, toColumn(f, body[f])])) as CounterpartyWrite;

/** A store of a counterparty as the API answers it (name cleaned of markup, sum a number, its `etag`). */
export function toOutlet(row: OutletRow, version: 'ru' | 'en'): Outlet {
  return withEtag({
    id: Number(row.id),
    name: cleanStoreName(row.name),
    is_retail: row.is_retail,
    city: row.city,
    currency: storeCurrency(row.currency, version),
    report_period_days: Number(row.report_period_days),
    auto_order_sum: row.auto_order_sum === null ? null : Number(row.auto_order_sum),
    in_ranking: row.in_ranking,
  });
}

/** An outlet body field as written: the auto-order sum a decimal string. */
export const toOutletColumn = <F extends keyof OutletWrite>(field: F, value: OutletBody[F]) =>
  (field === 'auto_order_sum' && value !== null ? Number(value).toFixed(2) : value) as OutletWrite[F];

/** An order of the counterparty's list. */
export function toCounterpartyOrder(row: CounterpartyOrderRow, version: 'ru' | 'en'): CounterpartyOrder {
  return {
    uuid: row.uuid,
    name: row.name,
    created_at: iso(row.created_at),
    store: { id: Number(row.store_id), name: cleanStoreName(row.store_name) },
    username: row.username,
    sum: row.sum,
    sum_with_discount: row.sum_with_discount,
    currency: storeCurrency(row.currency, version),
    status: row.status,
  };
}
