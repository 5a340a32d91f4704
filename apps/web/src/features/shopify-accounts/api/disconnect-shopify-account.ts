import { MessageResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /profile/shopify/{id} → `{ message }`: the account, its links and fetched orders go; the shop's products stay. */
export const disconnectShopifyAccount = (id: number) =>
  api(`profile/shopify/${id}`, { method: 'DELETE', schema: MessageResponse });

/** Disconnects a shop; the accounts list refreshes. */
export function useDisconnectShopifyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectShopifyAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shopify.accounts }),
  });
}
