import { ProfileResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/{uuid} (docs/rules.md#spec-7): personal data with the contact persons, and the delivery data. */
export const getProfile = (uuid: string) => api(`profile/${uuid}`, { schema: ProfileResponse });

export const profileQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: queryKeys.profile(uuid), queryFn: () => getProfile(uuid) });

/** The profile of user `uuid` (the checkout's delivery defaults and contact persons). */
export const useProfile = (uuid: string) => useQuery(profileQueryOptions(uuid));
