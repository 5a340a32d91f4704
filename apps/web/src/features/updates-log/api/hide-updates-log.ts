import { MessageResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /profile/hide-updates-log: no more what's-new modal until the next major update (docs/rules.md#spec-4). */
export const hideUpdatesLog = () =>
  api('profile/hide-updates-log', { method: 'PATCH', schema: MessageResponse });

/** Hides the log, then refetches the user (show_update_log turns false). */
export function useHideUpdatesLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideUpdatesLog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
