import { apiError, type FakeAnswer } from './fake.answer';
import { parseMskTime } from './fake.time';

/**
 * The `filter` parameter (JSON API 1.2, «Фильтрация выборки с помощью параметра filter»):
 * conditions `field op value` joined by `;` (`\;` is a literal semicolon), ops
 * `= != > < >= <= ~ ~= =~`. Several `=` on one field mean OR; conditions on different fields AND;
 * several `!=` on one field AND. `field=` tests for an empty value.
 */
export type Op = '=' | '!=' | '>' | '<' | '>=' | '<=' | '~' | '~=' | '=~';
export type Condition = { field: string; op: Op; value: string };

/** How a resource reads a filterable field of a row: a time (epoch ms), a boolean, a string, or an id (a value may be an href). */
export type FieldSpec<T> = {
  kind: 'time' | 'bool' | 'string' | 'id';
  get: (row: T) => string | number | boolean | null;
};
export type FieldSpecs<T> = Record<string, FieldSpec<T>>;

const CONDITION = /^([^=<>!~]+?)(>=|<=|!=|~=|=~|=|>|<|~)(.*)$/s;

/** The conditions of `filter` values (each `filter` parameter may hold several), or the 400 answer. */
export function parseFilter(texts: string[]): Condition[] | FakeAnswer {
  const conditions: Condition[] = [];
  for (const text of texts) {
    for (const part of text.split(/(?<!\\);/)) {
      if (!part.trim()) continue;
      const m = CONDITION.exec(part);
      if (!m) return apiError(400, 1034, `Ошибка фильтрации: неверное условие '${part}'`);
      conditions.push({ field: m[1]!.trim(), op: m[2] as Op, value: m[3]!.replaceAll('\\;', ';') });
    }
  }
  return conditions;
}

type Test<T> = (row: T) => boolean;

/** The last path segment of an href, or the value itself (an id). */
const idOf = (value: string) => value.split('?')[0]!.replace(/\/+$/, '').split('/').pop() ?? value;

function compare(a: number, op: Op, b: number): boolean {
  if (op === '=') return a === b;
  if (op === '!=') return a !== b;
  if (op === '>') return a > b;
  if (op === '<') return a < b;
  if (op === '>=') return a >= b;
  return a <= b;
}

function matchString(actual: string, op: Op, wanted: string): boolean {
  const a = actual.toLowerCase();
  const w = wanted.toLowerCase();
  if (op === '=') return actual === wanted;
  if (op === '!=') return actual !== wanted;
  if (op === '~') return a.includes(w);
  if (op === '~=') return a.startsWith(w);
  if (op === '=~') return a.endsWith(w);
  return compare(actual.localeCompare(wanted), op, 0);
}

/** A test of one condition on rows of a resource, or the 400 answer for a field or value it cannot take. */
function testOf<T>(specs: FieldSpecs<T>, c: Condition): Test<T> | FakeAnswer {
  const spec = specs[c.field];
  if (!spec)
    return apiError(400, 1034, `Ошибка фильтрации: фильтрация по полю '${c.field}' не поддерживается`);
  if (c.value === '' && (c.op === '=' || c.op === '!=')) {
    const empty = (row: T) => spec.get(row) === null || spec.get(row) === '';
    return c.op === '=' ? empty : (row) => !empty(row);
  }
  if (spec.kind === 'time') {
    const ms = parseMskTime(c.value);
    if (ms === null)
      return apiError(400, 1035, 'Ошибка фильтрации: неверный формат даты параметра фильтрации');
    return (row) => compare(Number(spec.get(row)), c.op, ms);
  }
  if (spec.kind === 'bool') {
    if (c.value !== 'true' && c.value !== 'false') {
      return apiError(400, 1014, `Неверное значение '${c.value}' параметра фильтрации '${c.field}'`);
    }
    const wanted = c.value === 'true';
    return (row) => (spec.get(row) === wanted) === (c.op !== '!=');
  }
  if (spec.kind === 'id') return (row) => (spec.get(row) === idOf(c.value)) === (c.op !== '!=');
  return (row) => matchString(String(spec.get(row) ?? ''), c.op, c.value);
}

/** One test of all `conditions` (`=` on one field OR'd, the rest AND'ed), or the 400 answer. */
export function rowTest<T>(specs: FieldSpecs<T>, conditions: Condition[]): Test<T> | FakeAnswer {
  const anyOf = new Map<string, Test<T>[]>();
  const allOf: Test<T>[] = [];
  for (const c of conditions) {
    const test = testOf(specs, c);
    if (typeof test !== 'function') return test;
    if (c.op === '=') anyOf.set(c.field, [...(anyOf.get(c.field) ?? []), test]);
    else allOf.push(test);
  }
  const groups = [...anyOf.values()];
  return (row) => allOf.every((t) => t(row)) && groups.every((g) => g.some((t) => t(row)));
}

type Named = { id: string; updated: number; name: string; externalCode: string; archived: boolean };

/** The fields every named entity may be filtered and sorted by. */
export function namedFields<T extends Named>(): FieldSpecs<T> {
  return {
    id: { kind: 'id', get: (row) => row.id },
    updated: { kind: 'time', get: (row) => row.updated },
    name: { kind: 'string', get: (row) => row.name },
    externalCode: { kind: 'string', get: (row) => row.externalCode },
    archived: { kind: 'bool', get: (row) => row.archived },
  };
}
