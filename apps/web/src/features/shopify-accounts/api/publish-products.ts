import { ShopifyJobResponse, type ShopifyPublishInput } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /profile/shopify/{id}/publish → 202 the publish job (the price rule is saved on the account). */
export const publishProducts = ({ id, body }: { id: number; body: ShopifyPublishInput }) =>
  api(`profile/shopify/${id}/publish`, { method: 'POST', body, schema: ShopifyJobResponse });

/** Starts a publish; the account's jobs list refreshes. */
export function usePublishProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishProducts,
    onSuccess: (_res, { id }) => client.invalidateQueries({ queryKey: queryKeys.shopify.jobs(id) }),
  });
}
