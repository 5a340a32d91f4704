import { describe, expect, it } from 'vitest';
import { FeedProblems } from './feeds.problems';
import { readRows } from './feeds.rows';
import { readCount, readDay, readFlag, readMoney } from './feeds.values';

describe('feed values', () => {
  it('reads counts, days, money and flags as files and JSON write them', () => {
    expect([readCount('12'), readCount(' 1 200 '), readCount('3,0'), readCount(7)]).toEqual([12, 1200, 3, 7]);
    expect([readCount('-1'), readCount('1.5'), readCount(2.5), readCount('2147483648')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([
      readDay('2026-11-20'),
      readDay('21.11.2026'),
      readDay('2026-02-30'),
      readDay('20/11/2026'),
    ]).toEqual(['2026-11-20', '2026-11-21', undefined, undefined]);
    expect([readMoney('1 250,50'), readMoney(300), readMoney('1.234'), readMoney('-5')]).toEqual([
      '1250.50',
      '300',
      undefined,
      undefined,
    ]);
    expect([readFlag('Да'), readFlag('no'), readFlag(true), readFlag('maybe')]).toEqual([
      true,
      false,
      true,
      undefined,
    ]);
  });
});

describe('feed rows', () => {
  it('collects every problem with its line and field, keeping the well-read values of a bad row', () => {
    const problems = new FeedProblems('en');
    const rows = readRows({
      kind: 'sales',
      rows: [
        { outlet: '5', line_id: 'a', day: '2026-01-02', code: 'X', quantity: '1', amount: '10' },
        { outlet: '5', line_id: '', day: 'tomorrow', code: 'Y', quantity: '1', amount: '1,005' },
      ],
      lines: [2, 7],
      mainStoreId: 1,
      problems,
    });
    expect(rows.map((r) => r.ok)).toEqual([true, false]);
    expect(rows[1]).toMatchObject({ line: 7, outlet: 5, code: 'Y', quantity: 1 });
    expect(problems.refused).toBe(1);
    expect(problems.listed.map((p) => [p.line, p.field])).toEqual([
      [7, 'line_id'],
      [7, 'day'],
      [7, 'amount'],
    ]);
    expect(problems.listed[0]!.message).toBe('Line 7: “Line id” is empty');
  });

  it('defaults the optional fields and refuses a warehouse that is not a main store', () => {
    const problems = new FeedProblems('ru');
    const shelves = readRows({
      kind: 'shelf-capacities',
      rows: [{ outlet: 9, category: 3, capacity: 10 }],
      lines: [],
      mainStoreId: 1,
      problems,
    });
    expect(shelves[0]).toMatchObject({ line: 1, size: null, premium: false, cost: '1', ok: true });
    const stock = readRows({
      kind: 'warehouse-stock',
      rows: [
        { code: 'A', quantity: 1 },
        { warehouse: 7, code: 'B', quantity: 1 },
      ],
      lines: [],
      mainStoreId: 56,
      problems,
    });
    expect(stock.map((r) => [r.warehouse, r.ok])).toEqual([
      [56, true],
      [7, false],
    ]);
    expect(problems.listed).toEqual([
      { line: 2, field: 'warehouse', message: 'Строка 2: склад 7 — не основной склад (1 или 56)' },
    ]);
  });
});
