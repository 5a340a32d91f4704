import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, openApiOperations } from '../security/operations';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Field errors in the request's language, worded for a person (docs/rules.md#field-errors): every
 * operation of the OpenAPI document gets a body whose every field is wrong in its own way (empty,
 * too long, too big, not in the list, of another type), on the Russian and the English address.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const oneOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;
const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value `schema` refuses, chosen to raise a different kind of issue per kind of field. */
function wrongValue(schema: JsonSchema): unknown {
  const union = oneOf(schema);
  if (union) return wrongValue(union.find((s) => typeOf(s) !== 'null') ?? {});
  if (schema.enum) return 'no-such-choice';
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return 'not-an-email';
      if (schema.format === 'uri') return 'not a link';
      if (schema.maxLength !== undefined && schema.maxLength < 300) return 'x'.repeat(schema.maxLength + 1);
      if ((schema.minLength ?? 0) > 0) return '';
      return 12345;
    case 'integer':
      if (schema.minimum !== undefined) return schema.minimum - 1;
      return 1.5;
    case 'number':
      if (schema.maximum !== undefined) return schema.maximum + 1;
      return 'many';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'one, two';
    default:
      return 'x';
  }
}

/** A body where every property the schema names is wrong, or a bare string for a body without properties. */
function wrongBody(schema: JsonSchema): unknown {
  const properties = schema.properties;
  if (!properties || Object.keys(properties).length === 0) return 'x';
  return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, wrongValue(value)]));
}

/** zod's own English wording, which must never reach a person. */
const ZOD_ENGLISH = /\b(Invalid (input|option|string|format)|expected|received|Too (small|big))\b/;

describe('field errors of every operation', () => {
  it('are worded for a person in the language of the address, never in zod English', {
    timeout: 120_000,
  }, async () => {
    // Every operation with an input to get wrong: a body, a query, a path parameter.
    const operations = openApiOperations(t.app).filter((op) => op.body || op.parameters.length > 0);
    expect(operations.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const reached = new Set<string>();
    for (const op of operations) {
      const params = op.parameters.filter((p) => p.in === 'path');
      const badPath = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const param = params.find((p) => p.name === name);
        return encodeURIComponent(String(param ? wrongValue(param.schema) : 'x'));
      });
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const query = op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=${encodeURIComponent(String(wrongValue(p.schema)))}`)
        .join('&');
      for (const version of ['ru', 'en'] as const) {
        const wrongInput = await t.call(op.method, query ? `${url}?${query}` : url, {
          body: op.body ? wrongBody(op.body) : undefined,
          version,
        });
        const wrongPath = params.length > 0 ? await t.call(op.method, badPath, { version }) : undefined;
        for (const res of [wrongInput, wrongPath]) {
          if (!res || (res.status !== 422 && res.status !== 400)) continue;
          const errors = (res.body.errors ?? {}) as Record<string, string[]>;
          const texts = [res.body.message as string, ...Object.values(errors).flat()];
          if (Object.keys(errors).length > 0) reached.add(`${version} ${op.id}`);
          for (const text of texts) {
            const wrong =
              ZOD_ENGLISH.test(text) || (version === 'ru' ? !/[а-яё]/i.test(text) : /[а-яё]/i.test(text));
            if (wrong) problems.push(`${version} ${op.id}: ${text}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Nearly every operation answered with field errors in both languages.
    expect(reached.size).toBeGreaterThan(operations.length * 2 * 0.8);
  });

  it('words a missing name, a bad e-mail and an unknown choice as a person would', async () => {
    const res = await t.call('POST', '/api/v0/auth/registration', {
      body: { email: 'a@b', phone: '+7 900 000-00-00', kind: 'other' },
      version: 'en',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Please enter a name'],
      email: ['Please enter an e-mail address, e.g. name@example.com'],
      kind: ['Please choose one of: registration, price_request'],
    });
  });
});
