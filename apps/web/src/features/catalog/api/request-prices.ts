import { MessageResponse, RegistrationBody } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** The request-prices lead (docs/rules.md#modals, docs/rules.md#spec-6): the registration request with kind price_request and a comment. */
export const RequestPricesBody = RegistrationBody;
export type RequestPricesBody = z.input<typeof RegistrationBody>;

/** POST /auth/registration as a price request → `{ message }`; ApiError 422 with `errors` per field, 429 when rate-limited. */
export const requestPrices = (body: RequestPricesBody) =>
  api('auth/registration', {
    method: 'POST',
    body: { ...body, kind: 'price_request' },
    schema: MessageResponse,
  });

export const useRequestPrices = () => useMutation({ mutationFn: requestPrices });
