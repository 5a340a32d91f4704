import { BasketResponse, PresentedBasketResponse } from '@kits/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { basketController } from '../utils/basket-controller';
import type { BasketData } from '../utils/basket-data';

/** GET /basket (spec §7): the server list `{ value: [{ id, basket_count }] }`, newest first. */
export const getBasketItems = (signal?: AbortSignal) => api('basket', { schema: BasketResponse, signal });

/**
 * GET /basket?type=maximized&set-tmp-uuid={uuid} (spec §7): the presented lines; the server records
 * `uuid` as the basket's last uuid (decisions 0006).
 */
export const getPresentedBasket = (uuid: string, signal?: AbortSignal) =>
  api('basket', {
    query: { type: 'maximized', 'set-tmp-uuid': uuid },
    schema: PresentedBasketResponse,
    signal,
  });

/**
 * The basket query: spec §4 Basket logic "Loading" (plain list, then maximized, then the uuid header)
 * runs in the controller so the flags follow every load, whoever started it (an invalidation of
 * `queryKeys.basket` is one of the spec's update events). Errors are not retried: each failure is a
 * toast (spec §8) and the next refresh tries again.
 */
export const basketQueryOptions = () =>
  queryOptions<BasketData>({
    queryKey: queryKeys.basket,
    queryFn: ({ client, signal }) => basketController(client).load(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
