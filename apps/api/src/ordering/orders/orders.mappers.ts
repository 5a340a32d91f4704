import {
  type Currency,
  cleanStoreName,
  type Delivery,
  EMPTY_DELIVERY,
  fromMinor,
  type Order,
  type OrderLine,
  type OrderStatusEntry,
  type OrderStatusName,
  type OrderSummary,
  type OrderType,
  toMinor,
} from '@kits/contract';
import { moyskladDocumentHref } from '../../lib/moysklad-links';
import type { StatusHistoryRow } from './order-status.repository';
import type { OrderDetailRow, OrderLineRow, OrderRow } from './orders.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** price × quantity in minor units, as a 2-decimal string. */
const times = (price: string, quantity: number) => fromMinor(toMinor(price) * quantity);

/** An order row as the list's OrderSummary: sum_with_discount = sum − discount_sum (minor units). */
export function toOrderSummary(
  row: OrderRow,
  options: { manager: boolean } = { manager: false },
): OrderSummary {
  const type = row.type as OrderType;
  return {
    uuid: row.uuid,
    name: row.name,
    created_at: iso(row.created_at),
    status: row.status as OrderStatusName,
    type,
    attributes: [{ type }],
    version: row.version === 'en' ? 'en' : 'ru',
    currency: row.currency as Currency,
    sum: fromMinor(toMinor(row.sum)),
    discount_sum: fromMinor(toMinor(row.discount_sum)),
    sum_with_discount: fromMinor(toMinor(row.sum) - toMinor(row.discount_sum)),
    lines_count: row.lines_count,
    store: { id: row.store_id, name: cleanStoreName(row.store_name) },
    customer: { id: row.user_id, fullname: row.fullname, username: row.username },
    invoice_id: row.invoice_id,
    reference: row.reference,
    delivery_date: row.delivery_date,
    // The customer order it became in МойСклад (docs/moysklad.md §Orders out), for staff; none before.
    moysklad_ui_href:
      options.manager && row.moysklad_id ? moyskladDocumentHref('customerorder', row.moysklad_id) : null,
  };
}

/** A frozen order line (docs/rules.md#basket-sums, in minor units). */
export const toOrderLine = (row: OrderLineRow): OrderLine => ({
  product_id: row.product_id,
  code: row.code,
  name: row.name,
  quantity: row.quantity,
  price: fromMinor(toMinor(row.price)),
  price_with_discount: fromMinor(toMinor(row.price_with_discount)),
  sum: fromMinor(toMinor(row.sum)),
  sum_with_discount: times(row.price_with_discount, row.quantity),
});

/**
 * The order's status history (docs/rules.md#order-status), oldest first; who made each move only
 * for staff (`manager`). An order placed before the history was kept has none: its creation
 * (`new`, by its customer, at its time) stands in.
 */
export function toStatusHistory(
  row: OrderRow,
  history: StatusHistoryRow[],
  options: { manager: boolean },
): OrderStatusEntry[] {
  const rows: StatusHistoryRow[] =
    history.length > 0
      ? history
      : [
          {
            status: 'new',
            comment: null,
            created_at: row.created_at,
            username: row.username,
            source: 'staff',
            integration_key: null,
          },
        ];
  return rows.map((h) => ({
    status: h.status as OrderStatusName,
    comment: h.comment,
    created_at: iso(h.created_at),
    user: options.manager && h.username !== null ? { username: h.username } : null,
    source: h.source === 'moysklad' ? 'moysklad' : 'here',
    // Only on a move made with an integration key, and only for staff (docs/rules.md#integration-keys).
    ...(options.manager && h.integration_key !== null ? { integration_key: h.integration_key } : {}),
  }));
}

/**
 * One order with its lines and status history (`history` empty: only its creation, as order send
 * answers it); `manager` decides whether the stock-system link and the authors of moves are shown.
 */
export function toOrder(
  row: OrderDetailRow,
  lines: OrderLineRow[],
  options: { manager: boolean; history?: StatusHistoryRow[] },
): Order {
  return {
    ...toOrderSummary(row, options),
    delivery: { ...EMPTY_DELIVERY, ...((row.delivery ?? {}) as Partial<Delivery>) },
    contact_person:
      row.contact_full_name === null
        ? null
        : {
            full_name: row.contact_full_name,
            position: row.contact_position,
            phone: row.contact_phone ?? '',
          },
    lines: lines.map(toOrderLine),
    status_history: toStatusHistory(row, options.history ?? [], options),
  };
}
