import { BasketClearedResponse } from '@kits/contract';
import { apiRequest } from '@/lib/api-client';

/** DELETE /basket (docs/rules.md#spec-7): empties the basket; 201 → reload. */
export const clearBasket = () => apiRequest('basket', { method: 'DELETE', schema: BasketClearedResponse });
