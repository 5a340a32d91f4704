import { BasketResponse, PresentedBasketResponse } from '@kits/contract';
import { api } from '@/lib/api-client';

/** GET /basket (docs/rules.md#spec-7): the server list `{ value: [{ id, basket_count }] }`, newest first. */
export const getBasketItems = (signal?: AbortSignal) => api('basket', { schema: BasketResponse, signal });

/**
 * GET /basket?type=maximized&set-tmp-uuid={uuid} (docs/rules.md#spec-7): the presented lines; the server records
 * `uuid` as the basket's last uuid (decisions 0006).
 */
export const getPresentedBasket = (uuid: string, signal?: AbortSignal) =>
  api('basket', {
    query: { type: 'maximized', 'set-tmp-uuid': uuid },
    schema: PresentedBasketResponse,
    signal,
  });
