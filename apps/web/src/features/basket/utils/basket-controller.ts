import {
  applyClear,
  applyDecrease,
  applyIncrease,
  applyRemove,
  applySet,
  type BasketItem,
  type PresentedBasketLine,
} from '@kits/contract';
import type { QueryClient } from '@tanstack/react-query';
import { setBasketUuidHeader } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getBasketItems, getPresentedBasket } from '../api/get-basket';
import type { BasketData } from './basket-data';
import { basketUuid } from './basket-uuid';
import { syncProductCounts } from './product-counts';

/** The two flags of docs/rules.md#spec-4 Basket logic. */
export type BasketFlags = {
  /** No change or load is under way and the last load succeeded: writes (and checkout) may go. */
  allowedToSend: boolean;
  /** A load (plain list, then maximized) is under way. */
  loading: boolean;
  /** A change (increase, decrease, remove, clear) is under way. */
  changing: boolean;
  /** The last load succeeded: the lists are the server's (plus the changes it accepted since). */
  synced: boolean;
  /**
   * Counts shown at once for products with changes still queued or under way (optimistic, by product
   * id); a product leaves the map when its last change is answered, and the lists (the server's
   * answers) show again.
   */
  pending: ReadonlyMap<number, number>;
};

/** A basket write as the controller runs it: the call, then the local transition of both lists. */
export type BasketChange = {
  request: () => Promise<{ status: number }>;
  apply: (data: BasketData) => Pick<BasketData, 'items' | 'lines'>;
  /** The product the change moves and its count after it (from the count shown before): shown at once. */
  optimistic?: { id: number; count: (shown: number) => number };
};

/**
 * docs/rules.md#basket-logic for one QueryClient: the flags and the order of every load and change. The
 * lists themselves live in the query cache under `queryKeys.basket` (so invalidating that key is an
 * update event). Loads and changes run one at a time, in the order they were asked for (one queue):
 * a click made while another change or a background reload runs waits its turn instead of being
 * dropped (docs/rules.md#basket-set-count), and a reload never overtakes a change it would undo. Counters
 * rather than booleans: sending (checkout, clear) is allowed again only when nothing is left queued.
 */
export class BasketController {
  #changes = 0;
  #loads = 0;
  #synced = false;
  /** The end of the queue: every load and change chains here; never rejects. */
  #tail: Promise<unknown> = Promise.resolve();
  /** Optimistic counts by product: the count shown and the number of its changes still queued. */
  readonly #pending = new Map<number, { count: number; queued: number }>();
  #flags: BasketFlags = {
    allowedToSend: false,
    loading: false,
    changing: false,
    synced: false,
    pending: new Map(),
  };
  readonly #listeners = new Set<() => void>();

  constructor(private readonly client: QueryClient) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getFlags = () => this.#flags;

  #update(pendingChanged = false) {
    const prev = this.#flags;
    const next: BasketFlags = {
      allowedToSend: this.#changes === 0 && this.#loads === 0 && this.#synced,
      loading: this.#loads > 0,
      changing: this.#changes > 0,
      synced: this.#synced,
      pending: pendingChanged
        ? new Map([...this.#pending].map(([id, { count }]) => [id, count]))
        : prev.pending,
    };
    if ((Object.keys(next) as (keyof BasketFlags)[]).every((key) => next[key] === prev[key])) return;
    this.#flags = next;
    for (const listener of this.#listeners) listener();
  }

  /** Runs `task` after everything queued before it; the queue goes on whether it succeeds or fails. */
  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(task);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** The count the page shows for product `id`: its optimistic count, else the cached list's. */
  shownCount(id: number): number {
    const pending = this.#pending.get(id);
    if (pending) return pending.count;
    const data = this.client.getQueryData<BasketData>(queryKeys.basket);
    return data?.items.find((item) => item.id === id)?.basket_count ?? 0;
  }

  #markPending(optimistic: NonNullable<BasketChange['optimistic']>) {
    const entry = this.#pending.get(optimistic.id);
    const count = Math.max(0, optimistic.count(this.shownCount(optimistic.id)));
    this.#pending.set(optimistic.id, { count, queued: (entry?.queued ?? 0) + 1 });
  }

  #settlePending(id: number) {
    const entry = this.#pending.get(id);
    if (!entry) return;
    if (entry.queued <= 1) this.#pending.delete(id);
    else entry.queued -= 1;
  }

  /**
   * docs/rules.md#basket-logic Loading: sending is disabled and loading set; the plain basket is fetched, then the
   * maximized one (which records the tab's uuid); on success the lists and the update time are
   * kept, the X-Basket-Uuid header is set and sending is enabled again. A failed load leaves sending
   * disabled (the basket is not synced) until a load succeeds.
   */
  async load(signal?: AbortSignal): Promise<BasketData> {
    this.#loads += 1;
    this.#update();
    try {
      return await this.#enqueue(() => this.#fetch(signal));
    } finally {
      this.#loads -= 1;
      this.#update();
    }
  }

  async #fetch(signal?: AbortSignal): Promise<BasketData> {
    try {
      signal?.throwIfAborted();
      const uuid = basketUuid();
      const { value: items } = await getBasketItems(signal);
      const { value: lines } = await getPresentedBasket(uuid, signal);
      setBasketUuidHeader(uuid);
      this.#synced = true;
      syncProductCounts(this.client, items);
      return { items, lines, updatedAt: Date.now() };
    } catch (error) {
      if (!signal?.aborted) this.#synced = false;
      throw error;
    }
  }

  /** Loads the basket again (basket opened, stale, update event, a 201 answer). */
  async reload(): Promise<void> {
    await this.client.refetchQueries({ queryKey: queryKeys.basket, exact: true });
  }

  /** Applies a change the server has already made (an order sent empties the basket) to the lists. */
  applyLocally(apply: BasketChange['apply']) {
    const data = this.client.setQueryData<BasketData>(queryKeys.basket, (old) =>
      old ? { ...apply(old), updatedAt: Date.now() } : old,
    );
    if (data) syncProductCounts(this.client, data.items);
  }

  /** A change may be queued: the basket has loaded and its last load succeeded. */
  mayChange = () => this.#synced && !!this.client.getQueryData(queryKeys.basket);

  /**
   * One change of docs/rules.md#basket-logic: sending is disabled first and the change queued (its
   * `optimistic` count shown at once); when its turn comes the call is made, and after the server
   * says yes the transition is applied locally (both lists, update time); once nothing is left
   * queued sending is enabled again; a 201 answer then reloads the basket. Returns false without
   * calling the server when no synced basket is loaded (then, or when its turn comes). Server errors
   * are thrown and change nothing: the optimistic count goes, the server's shows again.
   */
  async change({ request, apply, optimistic }: BasketChange): Promise<boolean> {
    // No basket loaded (yet, or any more: logout drops the query) means nothing to change.
    if (!this.mayChange()) return false;
    this.#changes += 1;
    if (optimistic) this.#markPending(optimistic);
    this.#update(!!optimistic);
    let status = 0;
    try {
      status = await this.#enqueue(async () => {
        if (!this.mayChange()) return 0;
        const answer = await request();
        this.applyLocally(apply);
        return answer.status;
      });
    } finally {
      this.#changes -= 1;
      if (optimistic) this.#settlePending(optimistic.id);
      this.#update(!!optimistic);
    }
    if (status === 201) await this.reload();
    return status !== 0;
  }
}

const controllers = new WeakMap<QueryClient, BasketController>();

/** The controller of a QueryClient (one per app; tests get a fresh one with a fresh client). */
export function basketController(client: QueryClient): BasketController {
  let controller = controllers.get(client);
  if (!controller) {
    controller = new BasketController(client);
    controllers.set(client, controller);
  }
  return controller;
}

/** docs/rules.md#basket-logic transitions of both lists (contract rules), for BasketChange.apply. */
export const transitions = {
  increase:
    (line: Omit<PresentedBasketLine, 'basket_count'>) =>
    ({ items, lines }: BasketData) => ({
      items: applyIncrease<BasketItem>(items, { id: line.id }, line.pack_multiple),
      lines: applyIncrease<PresentedBasketLine>(lines, line, line.pack_multiple),
    }),
  decrease:
    (id: number, pack = 1) =>
    ({ items, lines }: BasketData) => ({
      items: applyDecrease(items, id, pack),
      lines: applyDecrease(lines, id, pack),
    }),
  remove:
    (id: number) =>
    ({ items, lines }: BasketData) => ({ items: applyRemove(items, id), lines: applyRemove(lines, id) }),
  set:
    (line: Omit<PresentedBasketLine, 'basket_count'>, count: number) =>
    ({ items, lines }: BasketData) => ({
      items: applySet<BasketItem>(items, { id: line.id }, count),
      lines: applySet<PresentedBasketLine>(lines, line, count),
    }),
  clear: () => () => ({ items: applyClear<BasketItem>(), lines: applyClear<PresentedBasketLine>() }),
};
