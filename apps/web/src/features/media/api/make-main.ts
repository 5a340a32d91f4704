import { MediaResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateProductMedia } from './invalidate-media';

/** PATCH /media/{id}/main (manager): the picture becomes its product's main one → `{ data: MediaRecord }`. */
export const makeMain = (id: number) => api(`media/${id}/main`, { method: 'PATCH', schema: MediaResponse });

export function useMakeMain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeMain,
    onSuccess: (res, id) => {
      client.setQueryData(queryKeys.media(id), res);
      invalidateProductMedia(client);
    },
  });
}
