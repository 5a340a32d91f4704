import fc from 'fast-check';
import type { Operation, Parameter } from '../operations';
import { type Hints, hostileText, hostileValue, invalidValue, validValue } from './arbitraries';
import { type Body, multipart, upload } from './multipart';

/** Who sends a fuzzed request: a signed-in manager, admin or customer, nobody, or a forged token. */
export type Caller = 'manager' | 'admin' | 'customer' | 'guest' | 'forged';

/** One generated request: everything but the caller's token, which is the session's at send time. */
export type FuzzRequest = {
  op: string;
  method: string;
  caller: Caller;
  /** The forged Authorization value when `caller` is 'forged'. */
  forged: string;
  version: 'ru' | 'en';
  /** Path and query, percent-encoded (broken encodings included on purpose). */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
};

/**
 * Percent-encodes any JavaScript string, lone surrogates included (as their three WTF-8 bytes,
 * which are not UTF-8: the server must refuse them, not crash on them).
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** Already-encoded fragments that are broken or sneaky as URL text. */
const RAW_URL_TEXT = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AE%C0%AE',
  '%2e%2e',
  '..',
  '%2F',
  '%u0041',
  '+',
];

const headerSafe = fc.oneof(
  fc.constantFrom(
    '',
    'not-a-uuid',
    "'; drop table orders; --",
    'a'.repeat(8000),
    '00000000-0000-0000-0000-000000000000',
    '%00',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
);

/**
 * If-Match values (docs/rules.md#record-versions): any version (the handler runs), well-formed
 * tags that are no record's (412), weak and listed tags, and broken syntax (400).
 */
const ifMatch = fc.oneof(
  { weight: 3, arbitrary: fc.constant('*') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('"AAAAAAAAAAAAAAAAAAAAAA"', 'W/"x"', '"a", W/"b", "c"', '""', ' * ', '"x",'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }) },
);

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A path or query value: valid for its schema, or (`hostile`) now and then hostile or raw broken URL text. */
function urlValue(param: Parameter, hints: Hints, hostile: boolean): fc.Arbitrary<string> {
  const valid = validValue(param.schema, hints).map((v) => encodeLoose(asText(v)));
  if (!hostile) return valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: hostileText.map(encodeLoose) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_TEXT) },
  );
}

function urlOf(op: Operation, hints: Hints, hostile: boolean): fc.Arbitrary<string> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const value = (p: Parameter) => urlValue(p, hints, hostile);
  const path = fc.tuple(...pathParams.map(value)).map((values) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, values[i]!);
    });
    return url;
  });
  const pair = (p: Parameter) =>
    fc.oneof(
      { weight: p.required ? 0 : 2, arbitrary: fc.constant<string[]>([]) },
      { weight: 4, arbitrary: value(p).map((v) => [`${p.name}=${v}`]) },
      {
        weight: hostile ? 1 : 0,
        arbitrary: fc.tuple(value(p), value(p)).map(([a, b]) => [`${p.name}=${a}`, `${p.name}=${b}`]),
      },
      { weight: hostile ? 1 : 0, arbitrary: fc.constant([`${p.name}`, `${p.name}[]=1`]) },
    );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string[]>([]) },
    {
      weight: hostile ? 1 : 0,
      arbitrary: fc.constantFrom(['__proto__[x]=1'], ['%=%'], ['a=%ZZ'], [`${'q'.repeat(300)}=1`]),
    },
  );
  return fc.tuple(path, fc.tuple(...queryParams.map(pair)), extra).map(([p, pairs, more]) => {
    const query = [...pairs.flat(), ...more];
    return query.length ? `${p}?${query.join('&')}` : p;
  });
}

const BROKEN_JSON: (string | Uint8Array)[] = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '\u0000',
  '{"a":1,"a":2}',
  '"text"',
  '1e999',
  '\ufeff{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '',
  ' ',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'application/vnd.api+json',
];

const json = (value: unknown): Body => ({ type: 'application/json', data: JSON.stringify(value) ?? 'null' });

function bodyOf(op: Operation, hints: Hints, hostile: boolean): fc.Arbitrary<Body | undefined> {
  if (!hostile)
    return op.body ? validValue(op.body, hints).map(json) : fc.oneof(fc.constant(undefined), upload);
  const broken = fc
    .tuple(fc.constantFrom(...BROKEN_JSON), fc.constantFrom(...CONTENT_TYPES.slice(0, 3)))
    .map(([data, type]) => ({ type, data }));
  if (!op.body)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: multipart },
      { weight: 1, arbitrary: hostileValue.map(json) },
      { weight: 1, arbitrary: broken },
    );
  const schema = op.body;
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema, hints).map(json) },
    { weight: 4, arbitrary: invalidValue(schema, hints).map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: broken },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validValue(schema, hints), fc.constantFrom(...CONTENT_TYPES))
        .map(([v, type]) => ({ type, data: JSON.stringify(v) ?? '' })),
    },
    { weight: 1, arbitrary: multipart },
  );
}

function headersOf(op: Operation, hostile: boolean): fc.Arbitrary<Record<string, string>> {
  const params = op.parameters.filter((p) => p.in === 'header');
  const h = hostile ? 1 : 0;
  const named = params.map((p) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
      {
        weight: 2,
        arbitrary: (p.schema.format === 'uuid'
          ? fc.uuid()
          : p.name === 'if-match'
            ? ifMatch
            : fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
        ).map((v): [string, string][] => [[p.name, v]]),
      },
      { weight: h, arbitrary: headerSafe.map((v): [string, string][] => [[p.name, v]]) },
    ),
  );
  const localization = fc.oneof(
    { weight: 5, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: h,
      arbitrary: fc
        .constantFrom('ru', 'en', 'pl', 'rs', 'xx', '', 'a'.repeat(300))
        .map((v): [string, string][] => [['x-localization', v]]),
    },
  );
  const forwarded = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.18.${a}.${b}`) },
    {
      weight: h,
      arbitrary: fc.constantFrom('not-an-ip', '1.2.3.4, 5.6.7.8', '::1', '999.1.1.1', '', 'fe80::1%eth0'),
    },
  );
  return fc
    .tuple(fc.tuple(...named), localization, forwarded)
    .map(([pairs, loc, ip]) => Object.fromEntries([...pairs.flat(), ...loc, ['x-forwarded-for', ip]]));
}

const FORGED = [
  'Bearer x',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer ',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(5000)}`,
];

const caller = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('manager') },
  { weight: 4, arbitrary: fc.constant<Caller>('customer') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('admin', 'guest', 'forged') },
);
const forged = fc.oneof(
  fc.constantFrom(...FORGED),
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((s) => `Bearer ${s}`),
);

/**
 * Requests for one operation from its schemas: two in five entirely valid (so the handlers run,
 * not only the validation), the others with hostile paths, queries, headers and bodies.
 */
export function fuzzRequests(op: Operation, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD'].includes(op.method);
  const build = (hostile: boolean) =>
    fc.record({
      caller,
      forged,
      version: fc.constantFrom<'ru' | 'en'>('ru', 'en'),
      url: urlOf(op, hints, hostile),
      headers: headersOf(op, hostile),
      body: hasBody ? bodyOf(op, hints, hostile) : fc.constant(undefined),
    });
  // Now and then the same path with a method the document does not list for it (HEAD, OPTIONS).
  const method = fc.oneof(
    { weight: 20, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom(op.method === 'GET' ? 'HEAD' : 'PUT', 'OPTIONS') },
  );
  return fc
    .tuple(fc.oneof({ weight: 2, arbitrary: build(false) }, { weight: 3, arbitrary: build(true) }), method)
    .map(([{ body, headers, ...rest }, verb]) => ({
      ...rest,
      op: op.id,
      method: verb,
      headers: body?.type !== undefined ? { ...headers, 'content-type': body.type } : headers,
      body: verb === 'HEAD' ? undefined : body?.data,
    }));
}
