import { MediaDeletedResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProductMedia } from './invalidate-media';

/** DELETE /media/{id} (docs/rules.md#spec-7, manager) → `{ message, promoted_id }`; the record and its files are gone. */
export const deleteMedia = (id: number) =>
  api(`media/${id}`, { method: 'DELETE', schema: MediaDeletedResponse });

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_res, id) => invalidateProductMedia(client, id),
  });
}
