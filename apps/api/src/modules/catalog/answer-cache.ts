import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../../context/request-context';

/** A kept answer: the body and the data revision it was computed at or after. */
type Kept = { revision: string; body: Buffer };

/**
 * The catalogue's answers kept per asker and URL (docs/rules.md#catalogue-answers, decision 0033):
 * bounded by bytes, least recently used first out. An answer is reused only for the same asker —
 * user, version, language, stores, discount and price visibility — and URL while the request's
 * `dataRevision` (read with the user when it began) equals the one the answer was stored under, so
 * any committed change to what the page shows, in any process, is seen on the very next request.
 */
export type AnswerCache = {
  /**
   * The kept body for this asker and URL at `ctx.dataRevision`, else `compute()`'s body — kept when
   * it is `fresh` (computed from data at least as new as the request's start, never older) and the
   * context has a revision. Errors of `compute` propagate and keep nothing.
   */
  answer(ctx: RequestContext, url: string, compute: () => Promise<Computed>): Promise<Buffer | string>;
};

/** A computed answer and whether it may be kept (false when it was read from older shared data). */
export type Computed = { body: string; fresh: boolean };

/** The asker's part of the key: everything of the context the answer depends on besides the data. */
function keyOf(ctx: RequestContext, url: string): string | undefined {
  if (!ctx.dataRevision || !ctx.user) return undefined;
  const { user, version, lang, currentStoreId, basketStoreId, discount, seesWholesale } = ctx;
  return `${user.id}|${version}|${ctx.locale}|${lang}|${currentStoreId}|${basketStoreId}|${discount}|${seesWholesale}|${url}`;
}

/** An answer cache of at most `maxBytes` of bodies (0: keeps nothing). */
export function createAnswerCache(options: { maxBytes: number }): AnswerCache {
  if (options.maxBytes <= 0) return { answer: async (_ctx, _url, compute) => (await compute()).body };
  const kept = new LRUCache<string, Kept>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => value.body.length + key.length * 2 + 64,
  });
  return {
    async answer(ctx, url, compute) {
      const key = keyOf(ctx, url);
      const revision = ctx.dataRevision;
      const found = key === undefined ? undefined : kept.get(key);
      if (found && found.revision === revision) return found.body;
      const { body, fresh } = await compute();
      if (key === undefined || !revision || !fresh) return body;
      const bytes = Buffer.from(body);
      if (bytes.length < options.maxBytes) kept.set(key, { revision, body: bytes });
      return bytes;
    },
  };
}
