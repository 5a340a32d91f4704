import { apiError, badQuery, type FakeAnswer, isAnswer } from './fake.answer';
import { type Condition, type FieldSpecs, parseFilter, rowTest } from './fake.filter';
import type { Render } from './fake.render';
import { parseMskTime } from './fake.time';

/**
 * A collection answer (JSON API 1.2, «Мета коллекций»): `{ context, meta: { href, type,
 * mediaType, size, limit, offset, nextHref?, previousHref? }, rows }`, `limit` 1–1000 (default
 * 1000, else 400), `expand` only with `limit` ≤ 100 (ignored above, as documented), `filter`,
 * `order`. Entities with `archived` list the non-archived ones unless the filter says otherwise
 * (or filters by id); documents list the live ones unless `isDeleted` says otherwise.
 */
export type Resource<T> = {
  /** Path under the API root: `entity/product`. */
  path: string;
  type: string;
  fields: FieldSpecs<T>;
  /** Rows in order of `updated`: the live ones, or the deleted ones (documents only). */
  rows(deleted: boolean): readonly T[];
  /** The first live row updated at or after `ms` (after, with `strict`), when the rows are indexed by `updated`. */
  lowerBound?(ms: number, strict: boolean): number;
  /** The row's JSON; `headers` are the request's (the legacy assortment adds stock without the beta header). */
  render(row: T, expand: Set<string>, headers: RequestHeaders): unknown;
  archivable?: boolean;
  document?: boolean;
};

type Json = Record<string, unknown>;
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** The `context` every collection answer starts with: the employee who asked. */
export const contextOf = (r: Render) => ({
  employee: {
    meta: {
      href: `${r.base}/context/employee`,
      metadataHref: `${r.base}/entity/employee/metadata`,
      type: 'employee',
      mediaType: 'application/json',
    },
  },
});

/** The names in the URL's `expand` (`positions`, `images`…). */
export const expandOf = (url: URL) =>
  new Set(
    (url.searchParams.get('expand') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  );

/** `limit` and `offset` of the URL, or the 400 answer. */
export function paging(url: URL): { limit: number; offset: number } | FakeAnswer {
  const limit = Number(url.searchParams.get('limit') ?? 1000);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    return badQuery(`limit должен быть от 1 до 1000`);
  if (!Number.isInteger(offset) || offset < 0) return badQuery('offset должен быть не меньше 0');
  return { limit, offset };
}

/** The page's collection meta: href, type, size, limit, offset and the neighbours' hrefs (every other parameter kept). */
export function pageMeta(
  r: Render,
  input: { path: string; type: string; url: URL; size: number; limit: number; offset: number },
): Json {
  const href = `${r.base}/${input.path}`;
  const at = (offset: number) => {
    const params = new URLSearchParams(input.url.searchParams);
    params.set('limit', String(input.limit));
    params.set('offset', String(offset));
    const query = [...params].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
    return `${href}?${query}`;
  };
  const { size, limit, offset } = input;
  return {
    href,
    ...(input.path.startsWith('entity/') ? { metadataHref: `${href}/metadata` } : {}),
    type: input.type,
    mediaType: 'application/json',
    size,
    limit,
    offset,
    ...(offset + limit < size ? { nextHref: at(offset + limit) } : {}),
    ...(offset > 0 ? { previousHref: at(Math.max(0, offset - limit)) } : {}),
  };
}

/** A comparator of `order` (`name;code,desc`), or the 400 answer for a field the resource cannot sort by. */
function comparator<T>(resource: Resource<T>, order: string): ((a: T, b: T) => number) | FakeAnswer {
  const keys = order
    .split(';')
    .filter(Boolean)
    .map((part) => {
      const [field = '', direction = 'asc'] = part.split(',');
      return { spec: resource.fields[field.trim()], field, sign: direction.trim() === 'desc' ? -1 : 1 };
    });
  const unknown = keys.find((k) => !k.spec);
  if (unknown)
    return apiError(
      400,
      1063,
      `Ошибка сортировки: неизвестное поле '${unknown.field}' или сортировка для данного поля не поддерживается`,
    );
  return (a, b) => {
    for (const { spec, sign } of keys) {
      const x = spec!.get(a) ?? '';
      const y = spec!.get(b) ?? '';
      const c =
        typeof x === 'string' || typeof y === 'string'
          ? String(x).localeCompare(String(y))
          : Number(x) - Number(y);
      if (c !== 0) return sign * c;
    }
    return 0;
  };
}

/** Which rows the `isDeleted` conditions ask for, and the conditions without them. */
function scopeOf(conditions: Condition[]): { live: boolean; deleted: boolean; rest: Condition[] } {
  const asked = conditions.filter((c) => c.field === 'isDeleted' && c.op === '=').map((c) => c.value);
  const rest = conditions.filter((c) => c.field !== 'isDeleted');
  if (asked.length === 0) return { live: true, deleted: false, rest };
  return { live: asked.includes('false'), deleted: asked.includes('true'), rest };
}

const cache = new WeakMap<object, Map<string, readonly unknown[]>>();

/** The filtered, ordered rows of a list request, kept per account version (paging reads each list many times). */
function listRows<T>(r: Render, resource: Resource<T>, url: URL): readonly T[] | FakeAnswer {
  const filterTexts = url.searchParams.getAll('filter');
  const order = url.searchParams.get('order') ?? '';
  const key = `${r.account.version} ${resource.path} ${filterTexts.join('&')} ${order}`;
  const kept = cache.get(r.account) ?? new Map<string, readonly unknown[]>();
  cache.set(r.account, kept);
  const hit = kept.get(key);
  if (hit) return hit as readonly T[];
  const parsed = parseFilter(filterTexts);
  if (isAnswer(parsed)) return parsed;
  const scope = resource.document ? scopeOf(parsed) : { live: true, deleted: false, rest: parsed };
  const conditions = [...scope.rest];
  const mentions = (field: string) => conditions.some((c) => c.field === field);
  if (resource.archivable && !mentions('archived') && !mentions('id'))
    conditions.push({ field: 'archived', op: '=', value: 'false' });
  const test = rowTest(resource.fields, conditions);
  if (isAnswer(test)) return test;
  const sort = order && order !== 'updated' && order !== 'updated,asc' ? comparator(resource, order) : null;
  if (isAnswer(sort)) return sort;
  const since = conditions.find((c) => c.field === 'updated' && (c.op === '>=' || c.op === '>'));
  const sinceMs = since ? parseMskTime(since.value) : null;
  let rows: T[] = [];
  if (scope.live) {
    const live = resource.rows(false);
    const from =
      sinceMs !== null && resource.lowerBound ? resource.lowerBound(sinceMs, since!.op === '>') : 0;
    for (let i = from; i < live.length; i++) if (test(live[i]!)) rows.push(live[i]!);
  }
  if (scope.deleted) rows = [...rows, ...resource.rows(true).filter(test)];
  if (scope.live && scope.deleted)
    rows.sort((a, b) => Number(resource.fields.updated?.get(a)) - Number(resource.fields.updated?.get(b)));
  if (sort) rows.sort(sort);
  if (kept.size >= 16) kept.delete(kept.keys().next().value!);
  kept.set(key, rows);
  return rows;
}

/** The collection answer of `resource` for the request `url`. */
export function listCollection<T>(
  r: Render,
  resource: Resource<T>,
  url: URL,
  headers: RequestHeaders = {},
): FakeAnswer {
  const page = paging(url);
  if (isAnswer(page)) return page;
  const rows = listRows(r, resource, url);
  if (isAnswer(rows)) return rows;
  const expand = page.limit <= 100 ? expandOf(url) : new Set<string>();
  const slice = rows.slice(page.offset, page.offset + page.limit);
  const meta = pageMeta(r, { path: resource.path, type: resource.type, url, size: rows.length, ...page });
  return {
    status: 200,
    body: { context: contextOf(r), meta, rows: slice.map((row) => resource.render(row, expand, headers)) },
  };
}
