import { type ForgotPasswordBody, MessageResponse } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /auth/forgot-password `{ login }` → `{ message }`, the same whether or not the account exists
 * (docs/rules.md#forgot-password); 429 past the address's limit.
 */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api('auth/forgot-password', { method: 'POST', body, schema: MessageResponse });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
