import { BasketItemResponse } from '@kits/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * PATCH /basket/increase/{id} (docs/rules.md#spec-7): one unit more; `{ status, data }` so a 201 (the basket was
 * last changed from another tab or device) can reload it. ApiError 422 BASKET_STOCK_EXCEEDED when no
 * unit is left beyond basket_count.
 */
export const increaseBasket = (id: number) =>
  apiRequest(`basket/increase/${id}`, { method: 'PATCH', schema: BasketItemResponse });
