import { ImportJobsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/import → `{ data: ImportJob[] }`: the 20 newest jobs, newest first. */
export const getImportJobs = (signal?: AbortSignal) =>
  api('services/import', { schema: ImportJobsResponse, signal });

export const importJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.services.importJobs,
    queryFn: ({ signal }) => getImportJobs(signal),
    select: (res) => res.data,
  });

export const useImportJobs = () => useQuery(importJobsQueryOptions());
