import { MediaResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /media/{id} (docs/rules.md#spec-7) → `{ data: MediaRecord }`: name, file_name, url, collection_name. */
export const getMedia = (id: number, signal?: AbortSignal) =>
  api(`media/${id}`, { schema: MediaResponse, signal });

export const mediaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.media(id),
    queryFn: ({ signal }) => getMedia(id, signal),
    select: (res) => res.data,
  });

export const useMedia = (id: number | null) =>
  useQuery({ ...mediaQueryOptions(id ?? 0), enabled: id !== null });
