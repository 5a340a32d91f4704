// What a catalogue read must show while the live feed writes (bench/areas/live.ts): the history of
// every watched value — an outlet's stock of a product, a product's retail price, an outlet's units
// sold of a product over its report period — and the verdict on a value a read showed.

/**
 * One write of a watched value: the value the reader must see after it, when it was sent and when
 * its 2xx answer came (ms on the bench's `performance.now()` clock; null while in flight).
 */
export type Write = { value: string; sent: number; answered: number | null };

/** A watched value: as the readers saw it before the feed began (null: never seen) and its writes in send order. */
type History = { base: string | null; writes: Write[] };

/** The verdict on one value a read showed: no write of it answered before the read (and no base): unchecked. */
export type Verdict = 'fresh' | 'stale' | 'unchecked';

/** The key of an outlet's stock of a product (the `stores` entry of a product a viewer sees). */
export const stockKey = (storeId: number, productId: number) => `stock:${storeId}:${productId}`;
/** The key of a product's retail price in the version's currency (`price_retail`). */
export const priceKey = (productId: number) => `price:${productId}`;
/** The key of an outlet's units sold of a product over its report period (`sales_for_report_period`). */
export const salesKey = (storeId: number, productId: number) => `sales:${storeId}:${productId}`;

/**
 * The watched values of a live run. The feed writes each value sequentially (a write of a value is
 * sent only when its previous one answered: `inFlight`), so its writes commit in send order and a
 * read can be judged exactly: sent at `sent` and answered at `answered`, it must show the value of
 * the last write answered before `sent` — or of a later write sent before `answered`, which may have
 * committed before the read's statement. A write that failed is forgotten (it wrote nothing).
 */
export class Freshness {
  private readonly histories = new Map<string, History>();

  /** Notes the value the readers saw before the feed (the first sighting wins: all read the same rows). */
  seen(key: string, value: string) {
    if (!this.histories.has(key)) this.histories.set(key, { base: value, writes: [] });
  }

  /** The latest value of `key`: its last write's (answered or not), else its base; undefined when unknown. */
  latest(key: string): string | undefined {
    const history = this.histories.get(key);
    return history?.writes.at(-1)?.value ?? history?.base ?? undefined;
  }

  /** Whether a write of `key` is sent and not answered yet (the feed then writes another key). */
  inFlight(key: string): boolean {
    return this.histories.get(key)?.writes.at(-1)?.answered === null;
  }

  /** Notes a write of `value` to `key` sent `now`; answers the function to call with its outcome. */
  write(key: string, value: string, now: number): (ok: boolean, at: number) => void {
    let history = this.histories.get(key);
    if (!history) {
      history = { base: null, writes: [] };
      this.histories.set(key, history);
    }
    const entry: Write = { value, sent: now, answered: null };
    history.writes.push(entry);
    const writes = history.writes;
    return (ok, at) => {
      if (ok) entry.answered = at;
      else writes.splice(writes.indexOf(entry), 1);
    };
  }

  /** The verdict on `shown`, the value of `key` a read sent at `sent` and answered at `answered` showed. */
  verdict(key: string, shown: string, read: { sent: number; answered: number }): Verdict {
    const history = this.histories.get(key);
    if (!history) return 'unchecked';
    const { writes } = history;
    let last = -1;
    for (let i = 0; i < writes.length; i++) {
      const at = writes[i]!.answered;
      if (at !== null && at <= read.sent) last = i;
    }
    if (last < 0) return 'unchecked';
    const allowed = new Set([writes[last]!.value]);
    for (let i = last + 1; i < writes.length; i++)
      if (writes[i]!.sent < read.answered) allowed.add(writes[i]!.value);
    return allowed.has(shown) ? 'fresh' : 'stale';
  }
}

/** A product as a catalogue page shows it: the fields the live run checks. */
export type ShownProduct = {
  id: number;
  code: string;
  price_retail: string | null;
  stores: { id: number; quantity: number }[];
  sales_for_report_period: number;
};

/** The products of a list page (`{ data: [...] }`) or a product page (`{ data: {...} }`). */
export const productsOf = (body: { data: ShownProduct | ShownProduct[] }): ShownProduct[] =>
  Array.isArray(body.data) ? body.data : [body.data];

/**
 * The watched values a product shows a viewer whose current store is `storeId`, with the text the
 * checks compare: each of the viewer's outlets' stock (`stores`), the retail price (two decimals),
 * the current store's units over its report period. Writes to outlets the viewer doesn't see are
 * on no page of theirs, so they can't be stale for them.
 */
export function shownValues(product: ShownProduct, storeId: number): [key: string, value: string][] {
  const values: [string, string][] = product.stores.map((s) => [
    stockKey(s.id, product.id),
    String(s.quantity),
  ]);
  if (product.price_retail !== null)
    values.push([priceKey(product.id), Number(product.price_retail).toFixed(2)]);
  values.push([salesKey(storeId, product.id), String(product.sales_for_report_period)]);
  return values;
}

/** The verdict on one page read: whether a value on it was checked, and the stale ones (`key: shown, wanted`). */
export type PageVerdict = { checked: boolean; stale: string[] };

/** Judges every watched value of a page a viewer read (sent and answered at `read`, ms). */
export function judgePage(
  freshness: Freshness,
  products: readonly ShownProduct[],
  options: { storeId: number; read: { sent: number; answered: number } },
): PageVerdict {
  const verdict: PageVerdict = { checked: false, stale: [] };
  for (const product of products)
    for (const [key, value] of shownValues(product, options.storeId)) {
      const v = freshness.verdict(key, value, options.read);
      if (v === 'unchecked') continue;
      verdict.checked = true;
      if (v === 'stale') verdict.stale.push(`${key} showed ${value}, written ${freshness.latest(key)}`);
    }
  return verdict;
}

/** Notes every watched value of a page as seen before the feed began. */
export function seePage(freshness: Freshness, products: readonly ShownProduct[], storeId: number) {
  for (const product of products)
    for (const [key, value] of shownValues(product, storeId)) freshness.seen(key, value);
}
