import type { User } from '@kits/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

const ME_HASH = hashKey(queryKeys.me);

/** Drops every cached query but the me query, so no data of the previous visitor survives. */
export function dropVisitorQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== ME_HASH });
}

/**
 * Puts the new user (or null after logout) in the cache and drops every other cached query, so no
 * data of the previous visitor survives. The me query itself is updated in place, never removed:
 * components watching it (header, guards) see the change at once.
 */
export function replaceUser(queryClient: QueryClient, user: User | null) {
  queryClient.setQueryData(queryKeys.me, user);
  dropVisitorQueries(queryClient);
}
