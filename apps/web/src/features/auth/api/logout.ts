import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { replaceUser } from '../utils/replace-user';

/** POST /auth/logout: revokes the token on the server (docs/rules.md#decisions-3). */
export const logout = () => api('auth/logout', { method: 'POST' });

/**
 * docs/rules.md#auth-flow, docs/rules.md#spec-7: logout calls the server (its errors are ignored), then clears the user, the
 * token and every cached query, and goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await logout().catch(() => undefined);
    },
    onSettled: () => {
      authStorage.clear();
      replaceUser(queryClient, null);
      navigate(paths.login.getHref(), { replace: true });
    },
  });
}
