import fc from 'fast-check';
import type { JsonSchema } from '../operations';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document — which the routes' zod
 * schemas of packages/contract generate — and the hostile values the fuzzing mixes in
 * (docs/security.md#how-it-is-proven).
 */

/** Real ids and texts of the fuzzing's world, so valid inputs reach the handlers and not only "not found". */
export type Hints = { integers: number[]; uuids: string[]; strings: string[] };

const MAX_INT = 2 ** 31 - 1;
const HUGE = 100_000;

/** Numbers at and beyond every boundary the database and JavaScript have. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -0,
  MAX_INT,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  Number.MIN_VALUE,
];

/** Texts that broke or could break a handler: NUL, lone surrogates, numbers as text, 100 KB, markup. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\udfff\ud800',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x1F',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '00001',
  '1,5',
  "' or 1=1 --",
  '%00',
  '%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '𝕏𝕏𝕏',
  '\r\n\t',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'a'.repeat(HUGE),
  'я'.repeat(HUGE / 2),
];

/** Characters with a meaning in SQL LIKE patterns, full-text queries, regular expressions and paths. */
const SYNTAX = [...'&|!():*<->\'"\\%_[]^$.?+{}~@#/;,= '];

/** A hostile text: one of HOSTILE_TEXTS, syntax characters, or any UTF-16 (lone surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...SYNTAX), minLength: 1, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
);

/** A hostile JSON value of any type: wrong types, boundary numbers, hostile texts, deep or wide shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      nested(200),
      Array.from({ length: 10_000 }, () => 1),
    ),
  },
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** The schema's integer or number bounds, exclusive ones (draft 4 booleans or draft 6 numbers) made inclusive. */
function bounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  let min = schema.minimum ?? -(2 ** 53 - 1);
  let max = schema.maximum ?? 2 ** 53 - 1;
  if (schema.exclusiveMinimum === true) min += step;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return { min: Math.max(min, -(2 ** 53 - 1)), max: Math.min(max, 2 ** 53 - 1) };
}

function integerOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, true);
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  const inRange = hints.integers.filter((n) => n >= lo && n <= hi);
  return fc.oneof(
    { weight: inRange.length ? 4 : 0, arbitrary: fc.constantFrom(...(inRange.length ? inRange : [lo])) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: hi }) },
  );
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, false);
  const double = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const cents = (n: number) => Math.min(max, Math.max(min, Math.round(n * 100) / 100));
  return fc.oneof(fc.constantFrom(min, max), schema.multipleOf ? double.map(cents) : double);
}

const regexOf = (pattern: string) => {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
};

function stringOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(40, minLength));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'uuid')
    return fc.oneof(
      {
        weight: hints.uuids.length ? 3 : 0,
        arbitrary: fc.constantFrom(...(hints.uuids.length ? hints.uuids : [''])),
      },
      { weight: 1, arbitrary: fc.uuid() },
    );
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) return fc.stringMatching(regexOf(schema.pattern)).filter(fits);
  const known = hints.strings.filter(fits);
  return fc.oneof(
    { weight: known.length ? 1 : 0, arbitrary: fc.constantFrom(...(known.length ? known : [''])) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fits) },
  );
}

/**
 * Values the schema accepts (as far as JSON Schema says: zod refinements such as an INN's check
 * digit are not in it, so some are still refused with 422 — which the property allows).
 */
export function validValue(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (s: JsonSchema) => validValue(s, hints, depth + 1);
  let arbitrary: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.anyOf ?? schema.oneOf) arbitrary = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map(next));
  else if (schema.allOf?.length) arbitrary = next(schema.allOf[0]!);
  else if (type.length > 1) arbitrary = fc.oneof(...type.map((t) => next({ ...schema, type: t })));
  else if (type[0] === 'integer') arbitrary = integerOf(schema, hints);
  else if (type[0] === 'number') arbitrary = numberOf(schema);
  else if (type[0] === 'string') arbitrary = stringOf(schema, hints);
  else if (type[0] === 'boolean') arbitrary = fc.boolean();
  else if (type[0] === 'null') arbitrary = fc.constant(null);
  else if (type[0] === 'array')
    arbitrary = fc.array(next(schema.items ?? {}), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
    });
  else if (schema.properties)
    arbitrary = fc.record(
      Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, next(v)])),
      { requiredKeys: (schema.required ?? []).filter((k) => k in schema.properties!) },
    );
  else if (type[0] === 'object')
    arbitrary = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
  else arbitrary = fc.jsonValue({ maxDepth: 2 });
  return schema.nullable ? fc.oneof(fc.constant(null), arbitrary) : arbitrary;
}

/** Every path (keys) of a JSON value: [] is the value itself. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const paths = [at];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) paths.push(...pathsOf(v, [...at, i]));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...at, k]));
  return paths;
}

/** `value` with the thing at `path` replaced by `replacement` (or deleted when `remove`). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  if (remove && rest.length === 0) delete copy[head!];
  else copy[head!] = replaceAt(copy[head!], rest, replacement, remove);
  return copy;
}

/**
 * A value the schema (most likely) refuses: a valid one with one part replaced by a hostile value,
 * one key removed, or an unknown key (`__proto__`, `constructor`, …) added.
 */
export function invalidValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validValue(schema, hints),
      fc.nat(),
      hostileValue,
      fc.constantFrom('replace', 'replace', 'remove', 'add'),
    )
    .map(([valid, pick, hostile, how]) => {
      const paths = pathsOf(valid);
      const path = paths[pick % paths.length]!;
      if (how === 'remove' && path.length > 0) return replaceAt(valid, path, undefined, true);
      if (how === 'add' && valid && typeof valid === 'object' && !Array.isArray(valid)) {
        // A computed key makes `__proto__` an own property, which JSON.stringify then sends.
        const key = ['__proto__', 'constructor', 'prototype', 'extra', ''][pick % 5]!;
        return { ...valid, [key]: hostile };
      }
      return replaceAt(valid, path, hostile);
    });
}
