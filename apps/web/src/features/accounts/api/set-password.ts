import { MessageResponse, type SetPasswordBody } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/set-password `{ token, password }` → `{ message }`; 422 `errors.token` for a dead link. */
export const setPassword = (body: SetPasswordBody) =>
  api('auth/set-password', { method: 'POST', body, schema: MessageResponse });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
