import { CounterpartiesResponse, type CounterpartyStatus } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The counterparties search: `q`, one status or all (null), one version or both (null), a 1-based page. */
export type CounterpartiesSearch = {
  q: string;
  status: CounterpartyStatus | null;
  version: 'ru' | 'en' | null;
  page: number;
};

/**
 * GET /services/counterparties?q=&status=&version=&page= → `{ data: Counterparty[], meta }`, 25 a
 * page by legal name (docs/rules.md#counterparty). Empty filters are not sent.
 */
export const getCounterparties = ({ q, status, version, page }: CounterpartiesSearch, signal?: AbortSignal) =>
  api('services/counterparties', {
    query: { q: q.trim() || undefined, status, version, page },
    schema: CounterpartiesResponse,
    signal,
  });

export const counterpartiesQueryOptions = (search: CounterpartiesSearch) =>
  queryOptions({
    queryKey: queryKeys.counterparties.list(search.q.trim(), search.status, search.version, search.page),
    queryFn: ({ signal }) => getCounterparties(search, signal),
  });

/** A page of the counterparties search; the previous page stays while the next loads. */
export const useCounterparties = (search: CounterpartiesSearch) =>
  useQuery({ ...counterpartiesQueryOptions(search), placeholderData: keepPreviousData });
