import { ShopifyAccountResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /profile/shopify/{id} with `{ access_token }`: a new token, checked at once; 422 `access_token` when refused. */
export const replaceShopifyToken = ({ id, accessToken }: { id: number; accessToken: string }) =>
  api(`profile/shopify/${id}`, {
    method: 'PUT',
    body: { access_token: accessToken },
    schema: ShopifyAccountResponse,
  });

/** Gives an account a new token; the list and the account refresh. */
export function useReplaceShopifyToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replaceShopifyToken,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shopify.all }),
  });
}
