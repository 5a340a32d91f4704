import type { ClientResponse } from '@shopify/admin-api-client';

/**
 * Why a call to a shop failed (docs/rules.md#shopify-calls): `refused` the token (401/403,
 * ACCESS_DENIED: the user must reconnect with a new one); `unreachable` no answer (network,
 * timeout, 404 no such shop, 5xx); `throttled` still throttled (THROTTLED, 429) after the retries;
 * `user_errors` Shopify refused the input (`userErrors`); `bad_answer` an answer we cannot read
 * (GraphQL errors, no data, not JSON).
 */
export type ShopifyErrorKind = 'refused' | 'unreachable' | 'throttled' | 'user_errors' | 'bad_answer';

export type ShopifyUserError = { field: string[] | null; message: string; code?: string | null };

/** A failed Shopify call; `message` is for the log (never holds the token), `kind` for the user. */
export class ShopifyError extends Error {
  constructor(
    readonly kind: ShopifyErrorKind,
    message: string,
    readonly details: { status?: number; userErrors?: ShopifyUserError[] } = {},
  ) {
    super(message);
    this.name = 'ShopifyError';
  }
}

/** The `extensions.code` of each GraphQL error of an answer. */
const codesOf = (errors: ClientResponse['errors']) =>
  (errors?.graphQLErrors ?? []).map((e) => e.extensions?.code);

/** True when Shopify answered THROTTLED (200 with that error code): the call was not run, ask again. */
export const isThrottled = (answer: ClientResponse) => codesOf(answer.errors).includes('THROTTLED');

/** The library's message without its "GraphQL Client: " prefix. */
const plain = (message: string | undefined) => (message ?? '').replace(/^GraphQL Client: /, '');

/**
 * Our error for a failed answer of the Admin API client (`answer.errors` set, THROTTLED left to
 * the caller's retry): by HTTP status first (the library already retried 429/503 and abandoned
 * requests), then by the GraphQL errors of a 200.
 */
export function shopifyErrorOf(shop: string, errors: NonNullable<ClientResponse['errors']>): ShopifyError {
  const status = errors.networkStatusCode;
  if (status === 401 || status === 403) {
    return new ShopifyError('refused', `Shopify ${shop} refused the access token (${status})`, { status });
  }
  if (status === 429)
    return new ShopifyError('throttled', `Shopify ${shop} kept throttling (429)`, { status });
  if (status === undefined)
    return new ShopifyError('unreachable', `Shopify ${shop}: ${plain(errors.message)}`);
  if (status !== 200)
    return new ShopifyError('unreachable', `Shopify ${shop} answered ${status}`, { status });
  const graphQL = errors.graphQLErrors ?? [];
  if (codesOf(errors).includes('ACCESS_DENIED')) {
    return new ShopifyError('refused', `Shopify ${shop} denied access: ${graphQL[0]!.message}`);
  }
  const text = graphQL.map((e) => e.message).join('; ') || plain(errors.message) || 'no data';
  return new ShopifyError('bad_answer', `Shopify ${shop}: ${text}`);
}

/** Throws `user_errors` naming each refused field when Shopify answered userErrors. */
export function throwUserErrors(what: string, userErrors: ShopifyUserError[]): void {
  if (userErrors.length === 0) return;
  const text = userErrors.map((e) => `${(e.field ?? []).join('.')}: ${e.message}`).join('; ');
  throw new ShopifyError('user_errors', `${what}: ${text}`, { userErrors });
}
