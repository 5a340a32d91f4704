import { BasketItemResponse } from '@kits/contract';
import { apiRequest } from '@/lib/api-client';

/** DELETE /basket/remove/{productId} (docs/rules.md#spec-7): the line is gone (idempotent); 201 → reload. */
export const removeFromBasket = (productId: number) =>
  apiRequest(`basket/remove/${productId}`, { method: 'DELETE', schema: BasketItemResponse });
