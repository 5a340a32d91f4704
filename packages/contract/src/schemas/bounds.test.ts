import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DB_ID_MAX, dbId, pageNumber } from './common';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Ids and page numbers are bounded (docs/security.md#bad-input): the database's integer range. */
describe('ids and page numbers in the contract', () => {
  it('accept 1 to 2^31 − 1 and refuse the rest', () => {
    expect(dbId().parse('2147483647')).toBe(DB_ID_MAX);
    for (const bad of ['2147483648', '0', '-1', '1.5', 'abc', '1e10'])
      expect(dbId().safeParse(bad).success, bad).toBe(false);
    expect(pageNumber().parse(undefined)).toBe(1);
    expect(pageNumber().safeParse('1000001').success).toBe(false);
  });

  it('are written with dbId() and pageNumber() in every schema, never as an unbounded number', () => {
    const unbounded = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'common.ts')
      .flatMap((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${f}:${i + 1}`, line }))
          .filter(({ line }) =>
            /z\.coerce\.number\(\)\.int\(\)\.(positive\(\)|min\(1\)\.default)/.test(line),
          ),
      )
      .map(({ at }) => at);
    expect(unbounded).toEqual([]);
  });
});
