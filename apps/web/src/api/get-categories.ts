import { CategoriesResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET catalog/categories: the category tree (docs/rules.md#category) with names in the request's language. */
export const getCategories = () => api('catalog/categories', { schema: CategoriesResponse });

/** Categories change rarely: keep them for the session, keyed by language (names are localised). */
export const categoriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: queryKeys.categories(lang),
    queryFn: getCategories,
    staleTime: 10 * 60_000,
  });

/** The category tree in the interface language: `data` is `Category[]` (roots, children nested). */
export const useCategories = () => {
  const { i18n } = useTranslation();
  return useQuery({ ...categoriesQueryOptions(i18n.language), select: (res) => res.data });
};
