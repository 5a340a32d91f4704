import { ERROR_CODES, type ErrorCode } from '@kits/contract';

/**
 * A domain error with a code of `ERROR_CODES` (docs/rules.md#error-codes). The error handler maps the code to
 * its status; `message` is already in the request's language; `errors` lists failed fields.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;
  /** PRECONDITION_FAILED's record as it is now, sent as the body's `current` (docs/rules.md#record-versions). */
  readonly current?: unknown;

  constructor(
    readonly code: ErrorCode,
    options: {
      message: string;
      errors?: Record<string, string[]>;
      headers?: Record<string, string>;
      current?: unknown;
    },
  ) {
    super(options.message);
    this.status = ERROR_CODES[code];
    this.errors = options.errors;
    this.headers = options.headers;
    this.current = options.current;
  }
}

/**
 * Throws UNPROCESSABLE (422) with `errors` when `errors` has any field; the message joins every
 * text, so a toast showing only `message` (docs/rules.md#contact-toasts contact person) still says what is wrong.
 */
export function throwIfErrors(errors: Record<string, string[]>): void {
  const texts = Object.values(errors).flat();
  if (texts.length > 0) throw new AppError('UNPROCESSABLE', { message: texts.join('; '), errors });
}
