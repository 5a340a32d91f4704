import { HomeResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET home (docs/home.md): the caller's outlets, or customer `counterparty`'s for staff. */
export const getHome = (counterparty: number | null) =>
  api(counterparty === null ? 'home' : `home?counterparty=${counterparty}`, { schema: HomeResponse });

export const homeQueryOptions = (counterparty: number | null) =>
  queryOptions({
    queryKey: queryKeys.home(counterparty),
    queryFn: () => getHome(counterparty),
    select: (body) => body.data,
    // Sales and stock move through the day; a minute old is fresh enough for a home page.
    staleTime: 60_000,
  });

/** The buyer's home figures; `enabled` false for users without outlets (nothing to ask). */
export const useHome = ({ counterparty, enabled }: { counterparty: number | null; enabled: boolean }) =>
  useQuery({ ...homeQueryOptions(counterparty), enabled });
