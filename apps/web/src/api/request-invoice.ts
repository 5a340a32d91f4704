import { Invoice } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /order/invoice `{ order_uuid }` (docs/rules.md#spec-7) → the invoice `{ id, created, number, file_name }`
 * (made once; later calls answer the same). ApiError 422 for English or inner orders.
 */
export const requestInvoice = (orderUuid: string) =>
  api('order/invoice', { method: 'POST', body: { order_uuid: orderUuid }, schema: Invoice });

export const useRequestInvoice = () => useMutation({ mutationFn: requestInvoice });
