import type { MoyskladQuery } from './moysklad.transport';

/** A МойСклад collection answer (JSON API 1.2, «Мета коллекций»). */
export type MoyskladCollection<T> = {
  meta: {
    href: string;
    size?: number;
    limit?: number;
    offset?: number;
    nextHref?: string;
    previousHref?: string;
  };
  rows: T[];
};

/** The largest page МойСклад gives. */
export const MAX_LIMIT = 1000;
/** The largest page with `expand` (above it, МойСклад ignores expand). */
export const MAX_EXPAND_LIMIT = 100;

/**
 * Every row of the collection at `path`, a page at a time (JSON API 1.2, «Мета коллекций»):
 * `limit` defaults to 1000, or 100 when `expand` is asked (МойСклад ignores expand on larger
 * pages); the next page is `meta.nextHref` when the answer has one, else the next offset (after
 * the answer's `meta.offset`) while a page comes back full and `meta.size` is not reached. Yields
 * each non-empty page's rows. The next page is requested when a page is yielded, so it is on its
 * way (through the limiter) while the caller writes this one (docs/benchmarks.md#moysklad); a
 * caller that stops early has spent that one request.
 */
export async function* collectionPages<T>(
  get: <R>(pathOrUrl: string, query?: MoyskladQuery) => Promise<R>,
  path: string,
  query: MoyskladQuery = {},
): AsyncGenerator<T[]> {
  const limit = Number(query.limit ?? (query.expand ? MAX_EXPAND_LIMIT : MAX_LIMIT));
  let offset = Number(query.offset ?? 0);
  let page = await get<MoyskladCollection<T>>(path, { ...query, limit, offset });
  for (;;) {
    const rows = page.rows ?? [];
    if (rows.length === 0) return;
    const { nextHref, size, offset: at } = page.meta ?? {};
    offset = (typeof at === 'number' ? at : offset) + rows.length;
    const last = !nextHref && (rows.length < limit || (typeof size === 'number' && offset >= size));
    const next = nextHref
      ? get<MoyskladCollection<T>>(nextHref)
      : last
        ? null
        : get<MoyskladCollection<T>>(path, { ...query, limit, offset });
    // Its failure is thrown where it is awaited, after this page is written; never unhandled.
    next?.catch(() => undefined);
    yield rows;
    if (!next) return;
    page = await next;
  }
}
