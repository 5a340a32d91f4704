import { BasketItemResponse } from '@kits/contract';
import { apiRequest } from '@/lib/api-client';

/** PATCH /basket/decrease/{id} (docs/rules.md#spec-7): one unit less (the line goes at 1); 201 → reload. ApiError 404 when not in the basket. */
export const decreaseBasket = (id: number) =>
  apiRequest(`basket/decrease/${id}`, { method: 'PATCH', schema: BasketItemResponse });
