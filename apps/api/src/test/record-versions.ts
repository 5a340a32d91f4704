import { expect } from 'vitest';
import type { CallResult, TestApp } from './test-app';

/** `If-Match: *` (any current version): for tests of other rules that write a versioned record. */
export const ANY_VERSION = { 'if-match': '*' } as const;

/** A versioned record as a test reads it: at least its `etag`. */
type Versioned = { etag: string } & Record<string, unknown>;

/**
 * Proves docs/rules.md#record-versions for one kind of staff-edited record, through HTTP:
 * 1. a write without If-Match is 428 and a malformed one 400, and neither changes the record;
 * 2. a write with the record's tag passes, its answer's `ETag` is the new record's and differs;
 * 3. the same write again with the old tag is 412 with the record as it is now in `current` (and
 *    its `ETag`), and changes nothing;
 * 4. two writes sent at once with one tag: exactly one passes, the other gets 412.
 * `read` answers the record as its GET (or list) does now; `write(n, headers)` sends the n-th
 * change (1, 2, 3, 4: each must change the record, and 3 and 4 must differ from each other);
 * `data` picks the record out of a write's 2xx answer (default `body.data`).
 */
export async function expectRecordVersions(options: {
  t: TestApp;
  read: () => Promise<Versioned>;
  write: (n: 1 | 2 | 3 | 4, headers: Record<string, string>) => Promise<CallResult>;
  data?: (res: CallResult) => Versioned;
}): Promise<void> {
  const { read, write } = options;
  const data = options.data ?? ((res: CallResult) => res.body.data as Versioned);
  const before = await read();
  expect(before.etag).toMatch(/^"[A-Za-z0-9_.-]{22,}"$/);

  const missing = await write(1, {});
  expect(missing.status, JSON.stringify(missing.body)).toBe(428);
  expect(missing.body.code).toBe('PRECONDITION_REQUIRED');
  const malformed = await write(1, { 'if-match': 'no-quotes' });
  expect(malformed.status, JSON.stringify(malformed.body)).toBe(400);
  expect(await read()).toEqual(before);

  const fresh = await write(1, { 'if-match': before.etag });
  expect(fresh.status, JSON.stringify(fresh.body)).toBeLessThan(300);
  const saved = data(fresh);
  expect(fresh.headers.get('etag')).toBe(saved.etag);
  expect(saved.etag).not.toBe(before.etag);
  expect(await read()).toEqual(saved);

  const stale = await write(2, { 'if-match': before.etag });
  expect(stale.status, JSON.stringify(stale.body)).toBe(412);
  expect(stale.body.code).toBe('PRECONDITION_FAILED');
  expect(stale.body.current).toEqual(saved);
  expect(stale.headers.get('etag')).toBe(saved.etag);
  expect(await read()).toEqual(saved);

  const race = await Promise.all([
    write(3, { 'if-match': saved.etag }),
    write(4, { 'if-match': saved.etag }),
  ]);
  expect(race.map((r) => (r.status < 300 ? 'saved' : r.status)).sort()).toEqual([412, 'saved']);
  const winner = data(race.find((r) => r.status < 300)!);
  expect(await read()).toEqual(winner);
  expect(race.find((r) => r.status === 412)!.body.current).toEqual(winner);
}
