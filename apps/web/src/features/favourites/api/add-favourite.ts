import { FavouriteResponse } from '@kits/contract';
import { api } from '@/lib/api-client';

/** PUT /favourite/{id} (docs/rules.md#spec-7) → `{ data: { id } }`, idempotent; ApiError 404 for an unknown product. */
export const addFavourite = (productId: number) =>
  api(`favourite/${productId}`, { method: 'PUT', schema: FavouriteResponse });
