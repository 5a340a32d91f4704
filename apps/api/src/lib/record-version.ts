import { createHash } from 'node:crypto';
import type { TextLanguage } from '@kits/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { headerValue } from './headers';
import { message } from './messages';

/**
 * Optimistic concurrency of staff edits (docs/rules.md#record-versions), one way for every record:
 *
 * - A record's version is its entity tag: SHA-256 of its contract JSON (keys sorted, the `etag`
 *   field itself left out), the first 132 bits in base64url, quoted: `"3q2-7w…"` (22 characters).
 *   Any change of what the record shows changes it, however close two writes are in time (no
 *   clock involved); the same content read twice gives the same tag.
 * - Mappers answer records `withEtag(…)`; a GET of one record and a write's answer also set the
 *   `ETag` header (`versioned`).
 * - A staff write takes `requireIfMatch(request)` (428 when absent) and, inside its transaction,
 *   after reading the record with its row locked (`select … for update`), calls
 *   `assertFresh(lang, ifMatch, current)`: 412 with the current record when the tag is not
 *   the record's. The lock makes two saves with one tag run one after the other, so the second
 *   reads the first's result, whose tag differs: exactly one of them wins.
 */

/** What a write's `If-Match` accepts: any current version (`*`), or one of these strong tags. */
export type IfMatch = { any: true } | { any: false; tags: string[] };

/** `value` with the keys of every object sorted, so that equal records serialise alike. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortedKeys(object[key])]),
  );
}

/** The first `length` base64url characters of the SHA-256 of `value`'s JSON, keys sorted. */
const digest = (value: unknown, length: number) =>
  createHash('sha256')
    .update(JSON.stringify(sortedKeys(value)))
    .digest('base64url')
    .slice(0, length);

/** The entity tag of a contract record (its `etag` field, if any, left out): `"` + 22 base64url characters + `"`. */
export function recordEtag(record: object): string {
  const { etag: _ignored, ...content } = record as Record<string, unknown>;
  return `"${digest(content, 22)}"`;
}

/**
 * An entity tag of several parts, `"<11 characters>.<11 characters>…"`, one per part of a record,
 * for a record whose parts move apart: a product's texts and lists (staff) and its warehouse stock
 * (every order). `assertFresh(…, { parts })` then compares only the parts a write touches.
 */
export function partedEtag(...parts: unknown[]): string {
  return `"${parts.map((part) => digest(part, 11)).join('.')}"`;
}

/** The record with its `etag` field (docs/rules.md#record-versions). */
export function withEtag<T extends object>(record: T): T & { etag: string } {
  return { ...record, etag: recordEtag(record) };
}

/**
 * The request's `If-Match` (its syntax is checked by the route's `IfMatchHeaders` schema: 400 when
 * malformed). Weak tags (`W/"…"`) are dropped: If-Match compares strongly (RFC 9110 §13.1.1).
 * @throws AppError PRECONDITION_REQUIRED (428) when the header is missing or empty.
 */
export function requireIfMatch(request: FastifyRequest): IfMatch {
  const value = headerValue(request, 'if-match')?.trim();
  if (!value)
    throw new AppError('PRECONDITION_REQUIRED', { message: message(request.lang, 'ifMatchRequired') });
  if (value === '*') return { any: true };
  const tags = [...value.matchAll(/(W\/)?("[^"]*")/g)].filter((m) => !m[1]).map((m) => m[2]!);
  return { any: false, tags };
}

/**
 * Passes when `ifMatch` names the current record's tag (or is `*`); for a `partedEtag`, `parts`
 * (indexes) limits the comparison to those parts. Call it inside the write's transaction, with the
 * record read under its row lock.
 * @throws AppError PRECONDITION_FAILED (412) with `current` (the body's) and its `ETag` when the
 * tag is stale; the caller's transaction then rolls back, so nothing changes.
 */
export function assertFresh(
  lang: TextLanguage,
  ifMatch: IfMatch,
  current: { etag: string },
  options: { parts?: readonly number[] } = {},
): void {
  const { parts } = options;
  const compared = (tag: string) =>
    parts
      ? JSON.stringify(
          tag
            .slice(1, -1)
            .split('.')
            .filter((_, i) => parts.includes(i)),
        )
      : tag;
  if (ifMatch.any || ifMatch.tags.some((tag) => compared(tag) === compared(current.etag))) return;
  throw new AppError('PRECONDITION_FAILED', {
    message: message(lang, 'staleRecord'),
    current,
    headers: { etag: current.etag },
  });
}

/** Answers one versioned record: `ETag` header set, body `{ data: record }`. */
export function versioned<T extends { etag: string }>(reply: FastifyReply, record: T): { data: T } {
  reply.header('etag', record.etag);
  return { data: record };
}
