import { IntegrationOrdersResponse } from '@kits/contract';
import { z } from 'zod/mini';

/**
 * The example the OpenAPI document shows for the machine API's orders (docs/integration-api.md), attached to
 * the contract's schemas in zod's global registry, which the OpenAPI transform reads. Kept on the
 * server, so the web app's bundle doesn't carry them.
 */
const ORDERS_EXAMPLE = {
  data: [
    {
      uuid: '3f0c1a0e-7d51-4d8e-9a55-2f8f5b1f2c11',
      name: 'З-000123',
      status: 'new',
      type: 'customer',
      version: 'ru',
      created_at: '2026-11-28T09:12:44.120Z',
      currency: 'RUB',
      sum: '2000.00',
      discount_sum: '100.00',
      sum_with_discount: '1900.00',
      store: { id: 100012, name: 'Точка на Ленина', city: 'Казань' },
      customer: {
        user: { username: 'shop', fullname: 'Иван Петров', email: 'shop@example.com' },
        counterparty: {
          id: 7,
          legal_name: 'ООО «Ромашка»',
          inn: '7707083893',
          kpp: '773601001',
          vat_id: null,
          legal_address: 'г. Казань, ул. Ленина, 1',
          bank_name: 'ПАО Сбербанк',
          bank_bic: '044525225',
          bank_account: '40702810900000000001',
          correspondent_account: '30101810400000000225',
        },
      },
      delivery: {
        method: 'Доставка',
        service: 'СДЭК',
        country: 'Россия',
        city: 'Казань',
        address: 'ул. Ленина, 1',
        comment: null,
        contact: { full_name: 'Иван Петров', phone: '+7 900 000-00-01', email: null },
      },
      reference: 'PO-4711',
      delivery_date: '2026-12-03',
      lines: [
        {
          product_id: 501,
          code: 'KR-1001',
          name: 'Картина по номерам «Море»',
          quantity: 10,
          price: '200.00',
          price_with_discount: '190.00',
          sum_with_discount: '1900.00',
        },
      ],
    },
  ],
  next_cursor: '81234.1207',
  has_more: true,
};

/**
 * Registers the examples (idempotent: a second call replaces the same entry). The status call's
 * body is shown by its description: the transform drops a request body's examples.
 */
export function registerIntegrationExamples(): void {
  z.globalRegistry.add(IntegrationOrdersResponse, { examples: [ORDERS_EXAMPLE] });
}
