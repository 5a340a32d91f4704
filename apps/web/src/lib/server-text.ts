import { ApiError } from './api-client';

/**
 * The server's text of a failed call, for a toast: `error` (POST order/send answers it, docs/rules.md#spec-7),
 * else the docs/rules.md#decisions-2 `message`, else the error's own text (a network failure, a parse error).
 */
export const serverText = (error: unknown) =>
  error instanceof ApiError ? (error.body.error ?? error.body.message ?? error.message) : String(error);
