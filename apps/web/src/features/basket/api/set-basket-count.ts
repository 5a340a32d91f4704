import { BasketItemResponse } from '@kits/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /basket/{id} `{ count }` (docs/rules.md#basket-set-count): the line gets `count` units in one call (0 removes
 * it); `{ status, data }` so a 201 (changed from another tab) can reload the basket. ApiError 422
 * BASKET_STOCK_EXCEEDED when `count` raises the line above the warehouse stock (the message names the
 * units available).
 */
export const setBasketCount = (id: number, count: number) =>
  apiRequest(`basket/${id}`, { method: 'PUT', body: { count }, schema: BasketItemResponse });
