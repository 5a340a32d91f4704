import { type LoginBody, TokenResponse, type User } from '@kits/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { getMe } from '@/api/get-me';
import { api } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { queryKeys } from '@/lib/query-keys';
import { dropVisitorQueries } from '../utils/replace-user';

/** POST /auth/login (docs/rules.md#login): `{ login, password }` → the bearer token. */
export const login = (body: LoginBody) => api('auth/login', { method: 'POST', body, schema: TokenResponse });

/**
 * docs/rules.md#auth-flow: login stores the bearer token and then fetches the user. Resolves with the user;
 * queries cached for a previous visitor are dropped as soon as the token is stored, and then
 * `onToken` may start the landing page's queries, so they run beside POST auth/me instead of after it
 * (docs/rules.md#first-load).
 */
export function useLogin(onToken?: (queryClient: QueryClient) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody): Promise<User> => {
      const { access_token } = await login(body);
      authStorage.setToken(access_token);
      dropVisitorQueries(queryClient);
      onToken?.(queryClient);
      const user = await getMe();
      if (!user) throw new Error('The new token was not accepted by /auth/me');
      return user;
    },
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
