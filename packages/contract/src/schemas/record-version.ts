import { z } from 'zod/mini';
import { ErrorBody } from './common';

/**
 * Optimistic concurrency of staff edits (docs/rules.md#record-versions): every record staff edit
 * carries its entity tag — in the `ETag` header of its GET and of a write's answer, and as the
 * record's `etag` field (the same quoted text) in every answer that holds it, lists included. A
 * staff write must send the tag of the record it changes in `If-Match`: a missing header is 428
 * PRECONDITION_REQUIRED, a tag that is no longer the record's is 412 PRECONDITION_FAILED with the
 * record as it is now in `current` (and its tag in `ETag`), and nothing is changed. `If-Match: *`
 * (RFC 9110 §13.1.1: "any current version") knowingly overwrites: the web app never sends it.
 */

/** One entity tag as the ETag header and the `etag` field carry it: `"` + 22 base64url characters + `"`. */
export const Etag = z.string();
export type Etag = z.infer<typeof Etag>;

/**
 * An If-Match value (RFC 9110 §8.8.3, §13.1.1): `*`, or one or more entity tags (`"…"`, weak ones
 * `W/"…"`, which never match) separated by commas; at most 1,000 characters.
 */
export const IF_MATCH_PATTERN =
  /^[ \t]*(\*|(W\/)?"[\x21\x23-\x7e]*"([ \t]*,[ \t]*(W\/)?"[\x21\x23-\x7e]*")*)[ \t]*$/;

/**
 * Headers of a staff write (the route's `headers` schema): `If-Match` optional in the schema so that
 * its absence is answered with 428 by the route (after the role check), a malformed one 400.
 */
export const IfMatchHeaders = z.looseObject({
  'if-match': z.optional(z.string().check(z.maxLength(1000), z.regex(IF_MATCH_PATTERN))),
});

/** The 412 body of a stale save: the error body with the record as it is now in `current`. */
export const staleRecordBody = <T extends z.ZodMiniType>(record: T) =>
  z.extend(ErrorBody, { code: z.literal('PRECONDITION_FAILED'), current: record });
