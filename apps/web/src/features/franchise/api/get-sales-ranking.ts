import { SalesRankingResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/services/sales-ranking: the user's outlets ranked by units sold (decision 0005). */
export const getSalesRanking = () => api('profile/services/sales-ranking', { schema: SalesRankingResponse });

export const salesRankingQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.outlets.salesRanking, queryFn: getSalesRanking, staleTime: 60_000 });

export const useSalesRanking = () => useQuery({ ...salesRankingQueryOptions(), select: (res) => res.data });
