import { ShopifyJobResponse, ShopifyJobsResponse } from '@kits/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a running job is polled, in ms. */
export const JOB_POLL_MS = 1000;

/** GET /profile/shopify/{id}/jobs: the account's latest jobs (at most 20), newest first. */
export const getShopifyJobs = (id: number, signal?: AbortSignal) =>
  api(`profile/shopify/${id}/jobs`, { schema: ShopifyJobsResponse, signal });

export const useShopifyJobs = (id: number) =>
  useQuery({
    queryKey: queryKeys.shopify.jobs(id),
    queryFn: ({ signal }) => getShopifyJobs(id, signal),
    select: (res) => res.data,
  });

/** GET /profile/shopify/{id}/jobs/{jobId}: one job, polled every JOB_POLL_MS until it is done or failed. */
export const getShopifyJob = (id: number, jobId: number, signal?: AbortSignal) =>
  api(`profile/shopify/${id}/jobs/${jobId}`, { schema: ShopifyJobResponse, signal });

export const useShopifyJob = (id: number, jobId: number | null) =>
  useQuery({
    queryKey: queryKeys.shopify.job(id, jobId ?? 0),
    queryFn: ({ signal }) => getShopifyJob(id, jobId!, signal),
    select: (res) => res.data,
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.data.status;
      return status === 'done' || status === 'failed' ? false : JOB_POLL_MS;
    },
  });
