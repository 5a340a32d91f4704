import { StoreResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /store/active/{id}: makes one of the user's stores current (403 when it is not theirs). */
export const setActiveStore = (id: number) =>
  api(`store/active/${id}`, { method: 'PATCH', schema: StoreResponse });

/**
 * docs/rules.md#store-switch: send the active store id, refetch the user profile, then reload the page
 * (prices, stock and occupancy all depend on the current store). `reload` is injectable for tests.
 */
export function useSetActiveStore({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await setActiveStore(id);
      await queryClient.refetchQueries({ queryKey: queryKeys.me });
    },
    onSuccess: () => reload(),
  });
}
