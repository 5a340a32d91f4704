import { IF_MATCH_PATTERN } from '@kits/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error';
import { assertFresh, partedEtag, recordEtag, requireIfMatch, withEtag } from './record-version';

/** docs/rules.md#record-versions: the tags, the If-Match header, the comparison. */
const request = (ifMatch?: string) =>
  ({ headers: { 'if-match': ifMatch }, lang: 'en' }) as unknown as FastifyRequest;
const thrown = (work: () => void) => {
  try {
    work();
  } catch (error) {
    return error as AppError;
  }
  return null;
};

describe('record versions', () => {
  it('tags a record by its content: key order and its own etag do not count, any change does', () => {
    const a = recordEtag({ id: 1, name: 'A', tags: ['x'] });
    expect(a).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(recordEtag({ tags: ['x'], name: 'A', id: 1 })).toBe(a);
    expect(recordEtag(withEtag({ id: 1, name: 'A', tags: ['x'] }))).toBe(a);
    expect(recordEtag({ id: 1, name: 'B', tags: ['x'] })).not.toBe(a);
    expect(recordEtag({ id: 1, name: 'A', tags: ['x', 'y'] })).not.toBe(a);
  });

  it('reads If-Match: 428 when missing or empty, * for any version, weak tags dropped', () => {
    for (const missing of [undefined, '', '  '])
      expect(thrown(() => requireIfMatch(request(missing)))?.code).toBe('PRECONDITION_REQUIRED');
    expect(requireIfMatch(request(' * '))).toEqual({ any: true });
    expect(requireIfMatch(request('"a", W/"b",  "c"'))).toEqual({ any: false, tags: ['"a"', '"c"'] });
    for (const good of ['*', '"x"', 'W/"x"', '"a", "b"', '""'])
      expect(IF_MATCH_PATTERN.test(good)).toBe(true);
    for (const bad of ['x', '"x', '"a",', '**', '"a" "b"', '"\u0000"'])
      expect(IF_MATCH_PATTERN.test(bad)).toBe(false);
  });

  it('refuses a stale tag with 412, the current record and its ETag; passes the current one or *', () => {
    const current = withEtag({ id: 1, name: 'now' });
    expect(
      thrown(() => assertFresh('en', { any: false, tags: ['"old"', current.etag] }, current)),
    ).toBeNull();
    expect(thrown(() => assertFresh('en', { any: true }, current))).toBeNull();
    const stale = thrown(() => assertFresh('en', { any: false, tags: ['"old"'] }, current));
    expect(stale).toMatchObject({
      code: 'PRECONDITION_FAILED',
      status: 412,
      current,
      headers: { etag: current.etag },
    });
  });

  it('compares only the asked parts of a parted tag', () => {
    const loaded = { etag: partedEtag({ name: 'A' }, [{ store: 1, quantity: 10 }]) };
    const now = { etag: partedEtag({ name: 'A' }, [{ store: 1, quantity: 7 }]) };
    expect(loaded.etag).toMatch(/^"[A-Za-z0-9_-]{11}\.[A-Za-z0-9_-]{11}"$/);
    const ifMatch = { any: false as const, tags: [loaded.etag] };
    expect(thrown(() => assertFresh('en', ifMatch, now, { parts: [0] }))).toBeNull();
    expect(thrown(() => assertFresh('en', ifMatch, now, { parts: [0, 1] }))?.status).toBe(412);
    expect(thrown(() => assertFresh('en', ifMatch, now))?.status).toBe(412);
  });
});
