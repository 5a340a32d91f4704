import { fromMinor, type IntegrationOrder, type OrderStatusName, toMinor } from '@kits/contract';
import type { IntegrationLineRow, IntegrationOrderRow } from './integration-orders.repository';

const money = (value: string) => fromMinor(toMinor(value));

/** An order row and its lines as the wire's IntegrationOrder (sums in minor units, then decimal strings). */
export function toIntegrationOrder(row: IntegrationOrderRow, lines: IntegrationLineRow[]): IntegrationOrder {
  return {
    uuid: row.uuid,
    name: row.name,
    status: row.status as OrderStatusName,
    type: row.type,
    version: row.version === 'en' ? 'en' : 'ru',
    created_at: new Date(row.created_at).toISOString(),
    currency: row.currency,
    sum: money(row.sum),
    discount_sum: money(row.discount_sum),
    sum_with_discount: fromMinor(toMinor(row.sum) - toMinor(row.discount_sum)),
    store: { id: row.store_id, name: row.store_name, city: row.store_city },
    customer: {
      user: { username: row.username, fullname: row.fullname, email: row.email },
      counterparty:
        row.cp_id === null
          ? null
          : {
              id: row.cp_id,
              legal_name: row.legal_name ?? '',
              inn: row.inn,
              kpp: row.kpp,
              vat_id: row.vat_id,
              legal_address: row.legal_address,
              bank_name: row.bank_name,
              bank_bic: row.bank_bic,
              bank_account: row.bank_account,
              correspondent_account: row.correspondent_account,
            },
    },
    delivery: {
      method: row.method,
      service: row.service,
      country: row.country,
      city: row.city,
      address: row.delivery_address,
      comment: row.delivery_comment,
      contact:
        row.contact_name === null
          ? null
          : { full_name: row.contact_name, phone: row.contact_phone ?? '', email: row.contact_email },
    },
    reference: row.reference,
    delivery_date: row.delivery_date,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      price: money(l.price),
      price_with_discount: money(l.price_with_discount),
      sum_with_discount: fromMinor(toMinor(l.price_with_discount) * l.quantity),
    })),
  };
}
