import { FailedJobResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /services/system-status/jobs/{id}/retry → `{ data }`: the failed job queued again (audited). */
export const retryJob = (id: number) =>
  api(`services/system-status/jobs/${id}/retry`, { method: 'POST', schema: FailedJobResponse });

/** Retries a failed job; the status loads afresh. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.systemStatus }),
  });
}
