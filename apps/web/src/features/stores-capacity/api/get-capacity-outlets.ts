import { CapacityOutletsResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The outlets search: `q` (name, city or id), one version or both (null), a 1-based page. */
export type OutletsSearch = { q: string; version: 'ru' | 'en' | null; page: number };

/**
 * GET /services/outlets?q=&version=&page= → `{ data: CapacityOutlet[], meta }`, 25 retail outlets
 * a page by id (docs/rules.md#routes /services/stores-capacity). An empty `q` and a null `version` are not sent.
 */
export const getCapacityOutlets = ({ q, version, page }: OutletsSearch, signal?: AbortSignal) =>
  api('services/outlets', {
    query: { q: q.trim() || undefined, version: version ?? undefined, page },
    schema: CapacityOutletsResponse,
    signal,
  });

export const capacityOutletsQueryOptions = (search: OutletsSearch) =>
  queryOptions({
    queryKey: queryKeys.storesCapacity.outletList(search.q.trim(), search.version, search.page),
    queryFn: ({ signal }) => getCapacityOutlets(search, signal),
  });

/** A page of the outlets search; the previous page stays while the next loads. */
export const useCapacityOutlets = (search: OutletsSearch) =>
  useQuery({ ...capacityOutletsQueryOptions(search), placeholderData: keepPreviousData });
