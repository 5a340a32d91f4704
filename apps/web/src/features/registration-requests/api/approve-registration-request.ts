import { RequestApprovedResponse, type RequestApproveInput } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/registration-requests/{id}/approve with `{ counterparty, user, outlet | null }`
 * (docs/rules.md#onboarding) → `{ data, counterparty_id, user_id, link }`; 409 when the request is
 * closed, 422 with field errors keyed `counterparty.*`, `user.*`, `outlet.*`.
 */
export const approveRegistrationRequest = ({ id, body }: { id: number; body: RequestApproveInput }) =>
  api(`services/registration-requests/${id}/approve`, {
    method: 'POST',
    body,
    schema: RequestApprovedResponse,
  });

/** Approves a request: its cache takes the approved request; the lists and the count refresh. */
export function useApproveRegistrationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveRegistrationRequest,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.registrationRequests.detail(id), { data: res.data });
      void client.invalidateQueries({ queryKey: queryKeys.registrationRequests.lists });
      void client.invalidateQueries({ queryKey: queryKeys.registrationRequests.newCount });
    },
  });
}
