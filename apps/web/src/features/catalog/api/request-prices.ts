import { MessageResponse, RegistrationBody } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The request-prices lead (spec §2 Modals, §6): the registration request's fields plus an optional
 * comment. The server stores name, email and phone (decisions §3); the comment rides along.
 */
export const RequestPricesBody = RegistrationBody.extend({
  comment: z.string().trim().max(1000).optional(),
});
export type RequestPricesBody = z.infer<typeof RequestPricesBody>;

/** POST /auth/registration as a lead → `{ message }`; ApiError 422 with `errors` per field, 429 when rate-limited. */
export const requestPrices = (body: RequestPricesBody) =>
  api('auth/registration', { method: 'POST', body, schema: MessageResponse });

export const useRequestPrices = () => useMutation({ mutationFn: requestPrices });
