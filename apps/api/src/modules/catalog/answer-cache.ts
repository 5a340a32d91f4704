import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../../context/request-context';
import { type AnswerText, renderAnswer } from './snapshot/product-json';

/** A computed answer: its text, the warehouse stock in its holes, and how it may be kept. */
export type Computed = {
  text: AnswerText;
  quantities: readonly number[];
  /** False when it was read from shared data older than the viewer's: then it is not kept. */
  fresh: boolean;
  /** Its products were chosen or ordered by warehouse stock, so its warehouse revision counts too. */
  byStock: boolean;
};

/**
 * A kept answer: its text and the data revision it was computed at or after (`byStock`: the
 * warehouse revision too), and its last bytes with the warehouse stock read at or after `stockAt`.
 */
type Kept = {
  text: AnswerText;
  revision: string;
  byStock: string | null;
  body: string;
  stockAt: string | null;
  bytes: number;
};

/**
 * The catalogue's answers kept per asker and URL (docs/rules.md#catalogue-answers, decision 0033),
 * bounded by bytes, least recently used first out.
 */
export type AnswerCache = {
  /**
   * The answer for this asker and URL: a kept one while the request's `dataRevision` (read with the
   * user when the request began) — and its `warehouseRevision` for an answer chosen by stock — equal
   * the ones it was stored under, sent with the warehouse stock as of the request's
   * `warehouseRevision` (read again by `restock(ids)`, units in the order of ids, when that moved
   * since the kept bytes were made); else `compute()`'s, kept when `fresh` and the context has
   * revisions. Errors of `compute` and `restock` propagate and keep nothing.
   */
  answer(
    ctx: RequestContext,
    url: string,
    compute: () => Promise<Computed>,
    restock: (ids: readonly number[]) => Promise<readonly number[]>,
  ): Promise<string>;
};

/** Everything of the context an answer depends on besides the data, with the URL. */
function keyOf(ctx: RequestContext, url: string): string | undefined {
  if (!ctx.dataRevision || !ctx.user) return undefined;
  const { user, version, locale, lang, currentStoreId, basketStoreId, discount, seesWholesale } = ctx;
  return `${user.id}|${version}|${locale}|${lang}|${currentStoreId}|${basketStoreId}|${discount}|${seesWholesale}|${url}`;
}

const isCurrent = (kept: Kept, ctx: RequestContext) =>
  kept.revision === ctx.dataRevision && (kept.byStock === null || kept.byStock === ctx.warehouseRevision);

/** An answer cache holding at most `maxBytes` of answer text (0: keeps nothing). */
export function createAnswerCache(options: { maxBytes: number }): AnswerCache {
  const kept =
    options.maxBytes > 0
      ? new LRUCache<string, Kept>({
          maxSize: options.maxBytes,
          sizeCalculation: (value, key) => value.bytes + key.length * 2,
        })
      : undefined;
  return {
    async answer(ctx, url, compute, restock) {
      const key = kept && keyOf(ctx, url);
      const found = key === undefined ? undefined : kept?.get(key);
      if (found && isCurrent(found, ctx)) {
        if (found.stockAt === null || found.stockAt !== ctx.warehouseRevision) {
          found.body = renderAnswer(found.text, await restock(found.text.ids));
          found.stockAt = ctx.warehouseRevision;
        }
        return found.body;
      }
      const computed = await compute();
      const body = renderAnswer(computed.text, computed.quantities);
      if (kept && key !== undefined && ctx.dataRevision && computed.fresh) {
        const bytes = body.length * 4 + 64 * computed.text.parts.length;
        const revision = ctx.dataRevision;
        const stockAt = ctx.warehouseRevision;
        const byStock = computed.byStock ? stockAt : null;
        if (bytes < options.maxBytes)
          kept.set(key, { text: computed.text, revision, byStock, body, stockAt, bytes });
      }
      return body;
    },
  };
}
