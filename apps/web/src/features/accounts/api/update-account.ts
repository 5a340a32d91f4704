import { type AccountPatch, AccountResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PATCH /services/users/{id} with the changed AccountBody fields → `{ data: Account }`; 403 a staff
 * account (for a manager) or a grant only an admin may make; 422 field errors.
 */
export const updateAccount = ({ id, patch }: { id: number; patch: AccountPatch }) =>
  api(`services/users/${id}`, { method: 'PATCH', body: patch, schema: AccountResponse });

/** Saves an account; every users list refreshes. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accounts.all }),
  });
}
