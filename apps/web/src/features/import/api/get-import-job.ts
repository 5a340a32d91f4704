import { type ImportJob, ImportJobResponse } from '@kits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isJobActive } from '../utils/import-job';

/** How often a queued or running job is asked for (the server writes progress every 0.5 s). */
export const IMPORT_POLL_MS = 1000;

/** GET /services/import/{jobId} → `{ data: ImportJob }`. */
export const getImportJob = (id: string, signal?: AbortSignal) =>
  api(`services/import/${id}`, { schema: ImportJobResponse, signal });

/**
 * One job, polled every second while it is queued or running; polling stops by itself once the
 * answer is done or failed (refetchInterval looks at the last answer).
 */
export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.services.importJob(id),
    queryFn: ({ signal }) => getImportJob(id, signal),
    select: (res) => res.data,
    refetchInterval: (query) => {
      const job = query.state.data?.data;
      return !job || isJobActive(job) ? IMPORT_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });

/** The job, and when it finishes: the recent jobs list and product lists are refreshed once. */
export function useImportJob(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({ ...importJobQueryOptions(id ?? ''), enabled: !!id });
  const job: ImportJob | undefined = query.data;
  const finished = job && !isJobActive(job) ? job.status : null;
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: queryKeys.services.importJobs, exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.services.products.all });
    void client.invalidateQueries({ queryKey: queryKeys.products.all });
  }, [finished, client]);
  return query;
}
