import { BasketRulesResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUser } from '@/api/get-me';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /order/rules (docs/rules.md#order-minimum): the minimum order sum of the basket's currency, null: none. */
export const getBasketRules = () => api('order/rules', { schema: BasketRulesResponse });

export const basketRulesQueryOptions = (storeId: number | null) =>
  queryOptions({
    queryKey: queryKeys.basketRules(storeId),
    queryFn: getBasketRules,
    select: (res) => res.data,
    staleTime: 60_000,
  });

/** The order rules of the signed-in user's basket (its current store's currency); off for guests. */
export function useBasketRules() {
  const user = useUser();
  return useQuery({ ...basketRulesQueryOptions(user?.current_store?.id ?? null), enabled: !!user });
}
