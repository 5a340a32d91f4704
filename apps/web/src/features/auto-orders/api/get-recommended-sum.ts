import { RecommendedSumResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET order/auto-order/recommended-sum (docs/rules.md#spec-7): a number, whole major units, ≥ the minimum. */
export const getRecommendedSum = () =>
  api('order/auto-order/recommended-sum', { schema: RecommendedSumResponse });

export const recommendedSumQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.autoOrder.recommendedSum,
    queryFn: async () => {
      try {
        return await getRecommendedSum();
      } catch (error) {
        // docs/rules.md#spec-8: a recommended-sum failure is only logged; the page works without it.
        console.error('recommended auto-order sum failed', error);
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** The recommended sum of the current outlet, or null when it could not be had. */
export const useRecommendedSum = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...recommendedSumQueryOptions(), enabled });
