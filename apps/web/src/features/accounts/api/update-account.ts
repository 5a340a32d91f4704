import { type AccountPatch, AccountResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/**
 * PATCH /services/users/{id} with the changed AccountBody fields and If-Match: the `etag` of the
 * account the form loaded → `{ data: Account }`; 403 a staff account (for a manager) or a grant only
 * an admin may make; 412 with the current account when someone saved it meanwhile
 * (docs/rules.md#record-versions); 422 field errors.
 */
export const updateAccount = ({ id, etag, patch }: { id: number; etag: string; patch: AccountPatch }) =>
  api(`services/users/${id}`, {
    method: 'PATCH',
    body: patch,
    headers: ifMatch(etag),
    schema: AccountResponse,
  });

/** Saves an account; every users list refreshes. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accounts.all }),
  });
}
