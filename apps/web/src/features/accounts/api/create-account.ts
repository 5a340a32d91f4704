import { type AccountBody, AccountCreatedResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/counterparties/{id}/users with AccountBody → 201 `{ data: Account, link:
 * PasswordLink }`; 403 (`errors.groups`) a grant only an admin may make; 422 field errors
 * (`username`, `email`, `phone` taken by another account).
 */
export const createAccount = ({ counterpartyId, body }: { counterpartyId: number; body: AccountBody }) =>
  api(`services/counterparties/${counterpartyId}/users`, {
    method: 'POST',
    body,
    schema: AccountCreatedResponse,
  });

/** Adds a user to a counterparty; its users list refreshes. */
export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (_res, { counterpartyId }) =>
      client.invalidateQueries({ queryKey: queryKeys.accounts.list(counterpartyId) }),
  });
}
