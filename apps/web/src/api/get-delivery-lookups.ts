import { DeliveryLookupsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/delivery (docs/rules.md#spec-7): delivery methods, countries, cities and services, named in the request's language. */
export const getDeliveryLookups = () => api('profile/delivery', { schema: DeliveryLookupsResponse });

/** Lookups change rarely: kept for the session, per language. */
export const deliveryLookupsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: queryKeys.deliveryLookups(lang),
    queryFn: getDeliveryLookups,
    staleTime: 30 * 60_000,
  });

/** The delivery lookups; `enabled` false where they are not shown (docs/rules.md#version-differences: Russian only). */
export const useDeliveryLookups = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const { i18n } = useTranslation();
  return useQuery({ ...deliveryLookupsQueryOptions(i18n.language), enabled });
};
