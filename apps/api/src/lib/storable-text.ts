import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { message } from './messages';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/**
 * False for text PostgreSQL cannot store: a NUL character or a lone UTF-16 surrogate
 * (docs/security.md#bad-input). Such text must be refused before it reaches a query, else the
 * query fails and the caller gets a 500.
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The file name of an uploaded multipart part, which the text guard cannot see (the body is read
 * by the handler): UNPROCESSABLE (422) with `errors.file` when the database cannot store it.
 */
export function storableFileName(request: FastifyRequest, fileName: string): string {
  if (isStorableText(fileName)) return fileName;
  const text = message(request.lang, 'unstorableText');
  throw new AppError('UNPROCESSABLE', { message: text, errors: { file: [text] } });
}
