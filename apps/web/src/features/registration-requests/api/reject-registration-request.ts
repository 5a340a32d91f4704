import { RegistrationRequestResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/registration-requests/{id}/reject with `{ reason }` → `{ data }` (rejected, final);
 * 409 when already closed, 422 with `errors.reason` without one.
 */
export const rejectRegistrationRequest = ({ id, reason }: { id: number; reason: string }) =>
  api(`services/registration-requests/${id}/reject`, {
    method: 'POST',
    body: { reason },
    schema: RegistrationRequestResponse,
  });

/** Rejects a request: its cache takes the answer; the lists and the count refresh. */
export function useRejectRegistrationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectRegistrationRequest,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.registrationRequests.detail(id), res);
      void client.invalidateQueries({ queryKey: queryKeys.registrationRequests.lists });
      void client.invalidateQueries({ queryKey: queryKeys.registrationRequests.newCount });
    },
  });
}
