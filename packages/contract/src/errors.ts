/**
 * Error codes of the API (docs/rules.md#error-codes). Each maps to one HTTP status; the body is
 * `{ message, errors?, code }`. Domain code throws `new AppError(code, { message })`.
 */
export const ERROR_CODES = {
  /** The body, query or params failed their schema. */
  VALIDATION: 400,
  /** No or bad bearer token, or a revoked one. */
  UNAUTHENTICATED: 401,
  /** Wrong login or password. */
  BAD_CREDENTIALS: 401,
  /** API_CLIENT_TOKEN is set and the X-Client-Token header does not match. */
  BAD_CLIENT_TOKEN: 401,
  /** Logged in, but the role or ownership does not allow it. */
  FORBIDDEN: 403,
  /** Right password, but the account is locked or its counterparty blocked (docs/rules.md#counterparty). */
  ACCOUNT_BLOCKED: 403,
  /** No such thing, or it is not the caller's. */
  NOT_FOUND: 404,
  /** A conflicting state (duplicate, concurrent change). */
  CONFLICT: 409,
  /**
   * A staff write's `If-Match` names a version the record no longer has: someone saved it meanwhile
   * (docs/rules.md#record-versions). The body's `current` is the record as it is now; nothing changed.
   * Also a download's If-Match / If-Unmodified-Since that no longer holds (the file changed).
   */
  PRECONDITION_FAILED: 412,
  /** A field or business rule failed; `errors` lists the fields. */
  UNPROCESSABLE: 422,
  /** The product can't be added: unknown, or no stock beyond basket_count. */
  BASKET_STOCK_EXCEEDED: 422,
  /** An order line is over stock. */
  ORDER_STOCK_EXCEEDED: 422,
  /** A download's Range lies outside the file; `Content-Range: bytes *\/<size>` says its size. */
  RANGE_NOT_SATISFIABLE: 416,
  /** The product has no price above 0 in the store's currency ("price on request"): it can't be ordered (docs/rules.md#no-price). */
  NO_PRICE: 422,
  /** A staff write without `If-Match`: it must name the version of the record it changes (docs/rules.md#record-versions). */
  PRECONDITION_REQUIRED: 428,
  /** Too many attempts; `Retry-After` says when to come back. */
  RATE_LIMITED: 429,
  /** Anything unexpected; details are logged, never sent. */
  INTERNAL: 500,
  /** A feature the server is not set up for (connecting Shopify shops without SHOPIFY_TOKEN_KEY in production). */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
