import { BackInStockAnswer, BackInStockList } from '@kits/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET product-alerts/back-in-stock (docs/home.md#alerts): the products the user watches. */
export const getBackInStock = () => api('product-alerts/back-in-stock', { schema: BackInStockList });

/** PUT (watch) or DELETE (stop) product-alerts/back-in-stock/{productId}. */
export const setBackInStock = (productId: number, watch: boolean) =>
  api(`product-alerts/back-in-stock/${productId}`, {
    method: watch ? 'PUT' : 'DELETE',
    schema: BackInStockAnswer,
  });

export const backInStockQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.backInStock,
    queryFn: getBackInStock,
    select: (body) => new Set(body.data.product_ids),
    staleTime: 5 * 60_000,
  });

/** The watched products as a set of ids; one request for the whole table. */
export const useBackInStock = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...backInStockQueryOptions(), enabled });

/** Starts or stops a watch; the list is refetched after. */
export function useSetBackInStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, watch }: { productId: number; watch: boolean }) =>
      setBackInStock(productId, watch),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.backInStock }),
  });
}
