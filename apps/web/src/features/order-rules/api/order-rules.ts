import { OrderRulesResponse } from '@kits/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/** GET /services/order-rules (staff, docs/rules.md#order-minimum): every currency's minimum order sum and the record's etag. */
export const getOrderRules = () => api('services/order-rules', { schema: OrderRulesResponse });

export const orderRulesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orderRules, queryFn: getOrderRules, select: (res) => res.data });

export const useOrderRulesSettings = () => useQuery(orderRulesQueryOptions());

/** The PUT body as the page builds it: each currency's minimum as typed (null or "" = none). */
export type OrderRulesBody = { minimums: { currency: string; min_sum: string | null }[] };

/**
 * PUT /services/order-rules with If-Match: the etag the page loaded → 200 the record; 412 with the
 * current record when someone saved meanwhile (docs/rules.md#record-versions); 422 with
 * `errors["minimums.N.min_sum"]` for an amount that is not one.
 */
export const putOrderRules = ({ etag, body }: { etag: string; body: OrderRulesBody }) =>
  api('services/order-rules', { method: 'PUT', body, headers: ifMatch(etag), schema: OrderRulesResponse });

/** Saves the minimums: the settings take the answer, and every basket's rules are read again. */
export function usePutOrderRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putOrderRules,
    onSuccess: (res) => {
      client.setQueryData(queryKeys.orderRules, res);
      void client.invalidateQueries({ queryKey: ['basket-rules'] });
    },
  });
}
