import { AccountResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/users/{id}/lock or /unlock → `{ data: Account }`. A locked user cannot sign in
 * and their tokens are refused at once.
 */
export const setAccountLocked = ({ id, locked }: { id: number; locked: boolean }) =>
  api(`services/users/${id}/${locked ? 'lock' : 'unlock'}`, { method: 'POST', schema: AccountResponse });

/** Locks or unlocks an account; every users list refreshes. */
export function useSetAccountLocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAccountLocked,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accounts.all }),
  });
}
