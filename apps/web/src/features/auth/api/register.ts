import { MessageResponse, type RegistrationBody } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** POST /auth/registration (docs/rules.md#spec-7, docs/rules.md#decisions-3): `{ name, email, phone }` → `{ message }`; 422 with `errors`. */
export const register = (body: z.input<typeof RegistrationBody>) =>
  api('auth/registration', { method: 'POST', body, schema: MessageResponse });

export const useRegister = () => useMutation({ mutationFn: register });
