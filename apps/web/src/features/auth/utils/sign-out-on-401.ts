import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { queryKeys } from '@/lib/query-keys';

/**
 * A 401 on any call means the token expired or was revoked (logout in another tab): forget it and
 * the user, so the guards send the visitor to /login with the page remembered. Returns the
 * unsubscribe function.
 */
export function signOutOn401(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401 || !authStorage.getToken()) return;
    authStorage.clear();
    queryClient.setQueryData(queryKeys.me, null);
  };
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
}
