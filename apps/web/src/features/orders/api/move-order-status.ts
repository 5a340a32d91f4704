import { OrderResponse, type OrderStatusMove } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /orders/{uuid}/status `{ status, comment }` (docs/rules.md#order-status, staff) → the order
 * after the move. ApiError 409 for a move the rule forbids (someone moved it first), 403 for a
 * customer.
 */
export const moveOrderStatus = ({ uuid, move }: { uuid: string; move: OrderStatusMove }) =>
  api(`orders/${uuid}/status`, { method: 'POST', body: move, schema: OrderResponse }).then((res) => res.data);

/**
 * Moves an order: its page takes the answer, the lists and its history refresh. After a refusal
 * (409) the order is read again, as someone else moved it.
 */
export function useMoveOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveOrderStatus,
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.uuid), order);
      void client.invalidateQueries({ queryKey: queryKeys.orders.all, refetchType: 'inactive' });
      void client.invalidateQueries({ queryKey: queryKeys.audit.entity('order', order.uuid) });
    },
    onError: (_error, { uuid }) => client.invalidateQueries({ queryKey: queryKeys.orders.detail(uuid) }),
  });
}
