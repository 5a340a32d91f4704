import { type FeedUrlBody, type FeedUrlPatch, FeedUrlResponse, FeedUrlsResponse } from '@kits/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/** How often the feeds and their runs are asked for again while the page is open. */
export const FEED_URLS_POLL_MS = 15_000;

/** GET /services/feed-urls → `{ data: FeedUrl[] }`, each with its 10 newest runs (docs/feed-url.md). */
export const getFeedUrls = (signal?: AbortSignal) =>
  api('services/feed-urls', { schema: FeedUrlsResponse, signal });

/** POST /services/feed-urls → 201 `{ data: FeedUrl }`; 422 `errors.url` (refused address) or `errors.interval_minutes`. */
export const createFeedUrl = (body: Partial<FeedUrlBody> & Pick<FeedUrlBody, 'url' | 'interval_minutes'>) =>
  api('services/feed-urls', { method: 'POST', body, schema: FeedUrlResponse });

/**
 * PATCH /services/feed-urls/{id} with If-Match: the `etag` of the feed as the page shows it → 200
 * `{ data: FeedUrl }`; 412 with the current feed when someone saved it meanwhile
 * (docs/rules.md#record-versions).
 */
export const patchFeedUrl = ({ id, etag, patch }: { id: number; etag: string; patch: FeedUrlPatch }) =>
  api(`services/feed-urls/${id}`, {
    method: 'PATCH',
    body: patch,
    headers: ifMatch(etag),
    schema: FeedUrlResponse,
  });

/** DELETE /services/feed-urls/{id} → 204. */
export const deleteFeedUrl = (id: number) => api(`services/feed-urls/${id}`, { method: 'DELETE' });

/** POST /services/feed-urls/{id}/pull → 202: due now, the pull queued. */
export const pullFeedUrl = (id: number) =>
  api(`services/feed-urls/${id}/pull`, { method: 'POST', schema: FeedUrlResponse });

export const feedUrlsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.services.feedUrls,
    queryFn: ({ signal }) => getFeedUrls(signal),
    select: (res) => res.data,
    refetchInterval: FEED_URLS_POLL_MS,
  });

export const useFeedUrls = () => useQuery(feedUrlsQueryOptions());

/** The feeds list, and the import jobs a pull may have added. */
const refresh = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: queryKeys.services.feedUrls, exact: true });
  void client.invalidateQueries({ queryKey: queryKeys.services.importJobs, exact: true });
};

export function useCreateFeedUrl() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createFeedUrl, onSuccess: () => refresh(client) });
}

export function usePatchFeedUrl() {
  const client = useQueryClient();
  // Refused as stale too: the list then shows the feed as it is now.
  return useMutation({ mutationFn: patchFeedUrl, onSettled: () => refresh(client) });
}

export function useDeleteFeedUrl() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFeedUrl, onSuccess: () => refresh(client) });
}

export function usePullFeedUrl() {
  const client = useQueryClient();
  return useMutation({ mutationFn: pullFeedUrl, onSuccess: () => refresh(client) });
}
