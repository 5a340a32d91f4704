import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { basketController } from '../utils/basket-controller';
import type { BasketData } from '../utils/basket-data';

/**
 * The basket query: docs/rules.md#basket-logic "Loading" (plain list, then maximized, then the uuid header)
 * runs in the controller so the flags follow every load, whoever started it (an invalidation of
 * `queryKeys.basket` is one of the spec's update events). Errors are not retried: each failure is a
 * toast (docs/rules.md#spec-8) and the next refresh tries again.
 */
export const basketQueryOptions = () =>
  queryOptions<BasketData>({
    queryKey: queryKeys.basket,
    queryFn: ({ client, signal }) => basketController(client).load(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
