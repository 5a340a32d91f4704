import { MoyskladConnectionResponse, type MoyskladSyncBody } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The sync call's body as sent: `kinds` (default all three) and `full` (default false, changes only). */
export type MoyskladSyncRequest = z.input<typeof MoyskladSyncBody>;

/**
 * POST /services/moysklad/sync with `{ kinds?, full? }` → 202 the connection with the runs now
 * queued; 409 when no mapping is saved yet (docs/moysklad.md).
 */
export const syncMoysklad = (body: MoyskladSyncRequest) =>
  api('services/moysklad/sync', { method: 'POST', body, schema: MoyskladConnectionResponse });

/** Starts a sync: the answer becomes the cached connection, whose queued runs are then polled. */
export function useSyncMoysklad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncMoysklad,
    onSuccess: (res) => client.setQueryData(queryKeys.moysklad.connection, res),
  });
}
