import { FavouriteResponse } from '@kits/contract';
import { api } from '@/lib/api-client';

/** DELETE /favourite/{id} (docs/rules.md#spec-7) → `{ data: { id } }`, also when it was not a favourite. */
export const removeFavourite = (productId: number) =>
  api(`favourite/${productId}`, { method: 'DELETE', schema: FavouriteResponse });
