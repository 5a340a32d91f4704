import { type ChangePasswordBody, PasswordChangedResponse } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';

/**
 * PATCH /profile/password `{ current_password, new_password }` → `{ message, access_token, … }`;
 * 422 `errors.current_password` when it is wrong. Every older token is refused afterwards.
 */
export const changePassword = (body: ChangePasswordBody) =>
  api('profile/password', { method: 'PATCH', body, schema: PasswordChangedResponse });

/**
 * Changes the own password (docs/rules.md#password-change) and keeps this session signed in: the
 * answer's fresh token replaces the stored one, the way login stores it.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ access_token }) => authStorage.setToken(access_token),
  });
}
