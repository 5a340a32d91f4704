import {
  MessageResponse,
  UpdateLogAdminRecordResponse,
  UpdateLogAdminResponse,
  type UpdateLogInput,
} from '@kits/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/api/get-me';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { recordMark, seenUpdates } from '../utils/seen-updates';

/** GET /services/updates-log (docs/rules.md#update-log-publishing): every record, both languages, newest first. */
export const getAdminUpdatesLog = () => api('services/updates-log', { schema: UpdateLogAdminResponse });

/** POST /services/updates-log → 201 `{ data }`; 422 with `errors.content_ru|content_en`. */
export const createUpdateLogRecord = (body: UpdateLogInput) =>
  api('services/updates-log', { method: 'POST', body, schema: UpdateLogAdminRecordResponse });

/** PUT /services/updates-log/{id} → 200 `{ data }`; 404 unknown; 422 as create. */
export const updateUpdateLogRecord = ({ id, body }: { id: number; body: UpdateLogInput }) =>
  api(`services/updates-log/${id}`, { method: 'PUT', body, schema: UpdateLogAdminRecordResponse });

/** DELETE /services/updates-log/{id} → 200 `{ message }`; 404 unknown. */
export const deleteUpdateLogRecord = (id: number) =>
  api(`services/updates-log/${id}`, { method: 'DELETE', schema: MessageResponse });

/** Every records query (the staff list and the modal's, any language) and the user's show_update_log refresh. */
const refresh = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: queryKeys.updatesLog });
  void client.invalidateQueries({ queryKey: queryKeys.me });
};

/** The staff list of records (/services/updates-log). */
export const useAdminUpdatesLog = () =>
  useQuery({ queryKey: queryKeys.updatesLogAdmin, queryFn: getAdminUpdatesLog, select: (res) => res.data });

/**
 * Publishes a new record (`id` null) or saves an edited one. The publisher has read what they
 * wrote: the record is remembered as seen for them, so the what's-new log does not open over their
 * next page (docs/rules.md#update-log-flow); everyone else sees it.
 */
export function useSaveUpdateLogRecord() {
  const client = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UpdateLogInput }) =>
      id === null ? createUpdateLogRecord(body) : updateUpdateLogRecord({ id, body }),
    onSuccess: (res) => {
      if (user) seenUpdates.remember(user.id, recordMark(res.data));
      refresh(client);
    },
  });
}

/** Deletes a record. */
export function useDeleteUpdateLogRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUpdateLogRecord, onSuccess: () => refresh(client) });
}
