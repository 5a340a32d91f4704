import { ShopifyOrderResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Where a shop order goes: the caller's basket, or straight into an order here. */
export type BringInTarget = 'basket' | 'order';

/**
 * POST /profile/shopify/{id}/orders/{orderId}/basket (its lines into the basket) or …/order (201,
 * an order with the buyer's address as delivery data) → the shop order and a message; 409 when it
 * was already brought in, 422 when a line cannot be ordered.
 */
export const bringOrderIn = ({
  id,
  orderId,
  target,
}: {
  id: number;
  orderId: number;
  target: BringInTarget;
}) =>
  api(`profile/shopify/${id}/orders/${orderId}/${target}`, { method: 'POST', schema: ShopifyOrderResponse });

/** Brings a shop order in; the orders, the account and the list (new orders count), the basket and our orders refresh. */
export function useBringOrderIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bringOrderIn,
    onSettled: (_res, _error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.shopify.orders(id) }),
        client.invalidateQueries({ queryKey: queryKeys.shopify.accounts }),
        client.invalidateQueries({ queryKey: queryKeys.shopify.account(id) }),
        client.invalidateQueries({ queryKey: queryKeys.basket }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}
