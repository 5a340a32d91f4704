import { LRUCache } from 'lru-cache';
import type { DataRevisions, RequestContext } from '../../context/request-context';
import { type AnswerText, type LiveFields, renderAnswer } from './snapshot/product-json';

/** A computed answer: its text, the live fields in its holes, and how it may be kept. */
export type Computed = {
  text: AnswerText;
  live: readonly LiveFields[];
  /** False when it was read from shared data older than the viewer's: then it is not kept. */
  fresh: boolean;
  /** Its products were chosen or ordered by warehouse stock: the warehouse revision counts too. */
  byStock: boolean;
  /** Its products were chosen by the user's own data (favourites): the user's revision counts too. */
  byUser: boolean;
};

/**
 * A kept answer: its text, the revisions it was computed at or after (`data`; with `warehouse` or
 * `user` when its choice of products depends on them, else null), and its last bytes (UTF-8, sent
 * as they are) with the live fields as of `liveAt` (the user's and warehouse revisions then).
 */
type Kept = {
  text: AnswerText;
  data: string;
  warehouse: string | null;
  user: string | null;
  body: Buffer;
  liveAt: string;
  bytes: number;
};

/**
 * The catalogue's answers kept per asker and URL (docs/rules.md#catalogue-answers, decision 0033),
 * bounded by bytes, least recently used first out.
 */
export type AnswerCache = {
  /**
   * The answer for this asker and URL: a kept one while the request's revisions (read with the
   * user when the request began, `ctx.revisions`) equal those it was stored under — `data` always,
   * `warehouse` / `user` when its choice of products depends on them — with the live fields as of
   * the request's user and warehouse revisions (read again by `live(ids)`, in the order of ids, when
   * they moved since its bytes were made); else `compute()`'s, kept when `fresh` and the context has
   * revisions; requests for the same answer at the same revisions meanwhile share that computation
   * (only while answers are kept). Answers the body's UTF-8 bytes, assembled from the text's bytes
   * (renderAnswer), so a kept answer is sent as it is. Errors of `compute` and `live` propagate and keep nothing.
   */
  answer(
    ctx: RequestContext,
    url: string,
    compute: () => Promise<Computed>,
    live: (ids: readonly number[]) => Promise<readonly LiveFields[]>,
  ): Promise<Buffer>;
};

/** Everything of the context an answer depends on besides the data, with the URL. */
function keyOf(ctx: RequestContext, url: string): string | undefined {
  if (!ctx.revisions || !ctx.user) return undefined;
  const { user, version, locale, lang, currentStoreId, basketStoreId, discount, priceTypeId, seesWholesale } =
    ctx;
  // The price type decides the prices (docs/rules.md#buyer-price): another type, another answer.
  return `${user.id}|${version}|${locale}|${lang}|${currentStoreId}|${basketStoreId}|${discount}|${priceTypeId}|${seesWholesale}|${url}`;
}

const isCurrent = (kept: Kept, r: DataRevisions) =>
  kept.data === r.data &&
  (kept.warehouse === null || kept.warehouse === r.warehouse) &&
  (kept.user === null || kept.user === r.user);

const liveAt = (r: DataRevisions) => `${r.user}.${r.warehouse}`;

/**
 * How the answer caches of this process answered since it started: from kept bytes (`kept`; of
 * them `renewed` with their live fields read again) or computed (`computed`: nothing kept for the
 * asker and URL, or kept at another revision, or keeping off). Three increments per answer; read
 * only by the bench (GET /bench/answers, bench/lib/bench-server.ts), nowhere in the app.
 */
export const answerCounts = { kept: 0, renewed: 0, computed: 0 };

/** An answer cache holding at most `maxBytes` of answers (0: keeps nothing). */
export function createAnswerCache(options: { maxBytes: number }): AnswerCache {
  const kept =
    options.maxBytes > 0
      ? new LRUCache<string, Kept>({
          maxSize: options.maxBytes,
          sizeCalculation: (value, key) => value.bytes + key.length * 2,
        })
      : undefined;
  /** Answers being computed, by asker, URL and the request's revisions. */
  const flights = new Map<string, Promise<Buffer>>();

  /** Keeps `body`, computed at `revisions` for `key`, when it may be kept. */
  function keep(key: string, revisions: DataRevisions, computed: Computed, body: Buffer) {
    if (!kept || !computed.fresh) return;
    // The bytes, and the text's parts (views of one buffer about as long as the bytes).
    const bytes = body.length * 2 + 96 * computed.text.parts.length;
    const entry: Kept = {
      text: computed.text,
      data: revisions.data,
      warehouse: computed.byStock ? revisions.warehouse : null,
      user: computed.byUser ? revisions.user : null,
      body,
      liveAt: liveAt(revisions),
      bytes,
    };
    if (bytes < options.maxBytes) kept.set(key, entry);
  }

  return {
    async answer(ctx, url, compute, live) {
      const { revisions } = ctx;
      const key = kept && keyOf(ctx, url);
      const found = key === undefined ? undefined : kept?.get(key);
      if (found && revisions && isCurrent(found, revisions)) {
        answerCounts.kept += 1;
        if (found.liveAt !== liveAt(revisions)) {
          answerCounts.renewed += 1;
          found.body = renderAnswer(found.text, await live(found.text.ids));
          found.liveAt = liveAt(revisions);
        }
        return found.body;
      }
      answerCounts.computed += 1;
      if (key === undefined || !revisions) {
        const computed = await compute();
        return renderAnswer(computed.text, computed.live);
      }
      // Requests for the same answer at the same revisions while it is computed share that
      // computation: after a change every connection of a viewer asks again at once. Only while
      // answers are kept (with CATALOG_CACHE_MB=0 every request computes its own).
      const flight = `${liveAt(revisions)}.${revisions.data}#${key}`;
      const shared = flights.get(flight);
      if (shared) return shared;
      const made = (async () => {
        const computed = await compute();
        const body = renderAnswer(computed.text, computed.live);
        keep(key, revisions, computed, body);
        return body;
      })();
      flights.set(flight, made);
      const landed = () => flights.delete(flight);
      made.then(landed, landed);
      return made;
    },
  };
}
