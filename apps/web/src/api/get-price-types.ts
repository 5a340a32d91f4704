import { PriceTypesResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/price-types (staff, docs/rules.md#buyer-price): every price type with how many
 * products have a price of it and how many counterparties pay it. Read by the price types page and
 * by the counterparty card's choice of type.
 */
export const getPriceTypes = () => api('services/price-types', { schema: PriceTypesResponse });

export const priceTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.priceTypes, queryFn: getPriceTypes, select: (res) => res.data });

export const usePriceTypes = () => useQuery(priceTypesQueryOptions());
