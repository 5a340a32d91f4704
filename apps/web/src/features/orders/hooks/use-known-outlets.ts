import type { OrdersResponse } from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStores } from '@/api/get-stores';
import { queryKeys } from '@/lib/query-keys';

export type OutletOption = { id: number; name: string };

/**
 * The outlets the staff's outlet filter offers. The API has no list of every customer's outlets, so
 * these are the staff member's own stores (GET /store) and every outlet of the orders loaded in this
 * session, by name; the chosen one is always kept. `orders` (the shown page) makes it recompute.
 */
export function useKnownOutlets(orders: OrdersResponse | undefined, selected: number | null): OutletOption[] {
  const client = useQueryClient();
  const stores = useStores();
  return useMemo(() => {
    const byId = new Map<number, string>();
    for (const store of stores.data ?? []) byId.set(store.id, store.name);
    for (const [, data] of client.getQueriesData<OrdersResponse>({ queryKey: queryKeys.orders.all }))
      if (data && Array.isArray(data.data))
        for (const order of data.data) byId.set(order.store.id, order.store.name);
    for (const order of orders?.data ?? []) byId.set(order.store.id, order.store.name);
    const options = [...byId].map(([id, name]) => ({ id, name }));
    if (selected !== null && !byId.has(selected)) options.push({ id: selected, name: `#${selected}` });
    return options.sort((a, b) => a.name.localeCompare(b.name));
  }, [client, stores.data, orders, selected]);
}
