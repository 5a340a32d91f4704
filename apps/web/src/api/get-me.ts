import { MeResponse, type User } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /auth/me (docs/rules.md#spec-7, docs/rules.md#decisions-3): the logged-in user, or null when there is no token.
 * A 401 means the token is gone or revoked: it is cleared and the visitor is a guest again.
 */
export async function getMe(): Promise<User | null> {
  if (!authStorage.getToken()) return null;
  try {
    const { user } = await api('auth/me', { method: 'POST', schema: MeResponse });
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      authStorage.clear();
      return null;
    }
    throw err;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: getMe,
    staleTime: 5 * 60_000,
  });

/** The whole query (loading state, refetch) for the current user. */
export const useMe = () => useQuery(meQueryOptions());

/** The logged-in User, or null for a guest (and while it loads). */
export const useUser = (): User | null => useMe().data ?? null;
