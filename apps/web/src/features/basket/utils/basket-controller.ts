import {
  applyClear,
  applyDecrease,
  applyIncrease,
  applyRemove,
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
};

/** A basket write as the controller runs it: the call, then the local transition of both lists. */
export type BasketChange = {
  request: () => Promise<{ status: number }>;
  apply: (data: BasketData) => Pick<BasketData, 'items' | 'lines'>;
};

/**
 * docs/rules.md#basket-logic for one QueryClient: the flags and the order of every load and change. The
 * lists themselves live in the query cache under `queryKeys.basket` (so invalidating that key is an
 * update event). Counters rather than booleans: a load and a change may overlap (another tab's 201,
 * an auto order's invalidation), and sending is allowed again only when none is left.
 */
export class BasketController {
  #changes = 0;
  #loads = 0;
  #synced = false;
  #flags: BasketFlags = { allowedToSend: false, loading: false, changing: false, synced: false };
  readonly #listeners = new Set<() => void>();

  constructor(private readonly client: QueryClient) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getFlags = () => this.#flags;

  #update() {
    const next: BasketFlags = {
      allowedToSend: this.#changes === 0 && this.#loads === 0 && this.#synced,
      loading: this.#loads > 0,
      changing: this.#changes > 0,
      synced: this.#synced,
    };
    const prev = this.#flags;
    if ((Object.keys(next) as (keyof BasketFlags)[]).every((key) => next[key] === prev[key])) return;
    this.#flags = next;
    for (const listener of this.#listeners) listener();
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
    } finally {
      this.#loads -= 1;
      this.#update();
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

  /**
   * One change of docs/rules.md#basket-logic: sending is disabled first; after the server says yes the transition is
   * applied locally (both lists, update time) and sending is enabled again; a 201 answer then
   * reloads the basket. Returns false without calling the server while sending is not allowed.
   * Server errors are thrown and change nothing.
   */
  async change({ request, apply }: BasketChange): Promise<boolean> {
    // No basket loaded (yet, or any more: logout drops the query) means nothing to change.
    if (!this.#flags.allowedToSend || !this.client.getQueryData(queryKeys.basket)) return false;
    this.#changes += 1;
    this.#update();
    let status: number;
    try {
      ({ status } = await request());
      this.applyLocally(apply);
    } finally {
      this.#changes -= 1;
      this.#update();
    }
    if (status === 201) await this.reload();
    return true;
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
      items: applyIncrease<BasketItem>(items, { id: line.id }),
      lines: applyIncrease<PresentedBasketLine>(lines, line),
    }),
  decrease:
    (id: number) =>
    ({ items, lines }: BasketData) => ({ items: applyDecrease(items, id), lines: applyDecrease(lines, id) }),
  remove:
    (id: number) =>
    ({ items, lines }: BasketData) => ({ items: applyRemove(items, id), lines: applyRemove(lines, id) }),
  clear: () => () => ({ items: applyClear<BasketItem>(), lines: applyClear<PresentedBasketLine>() }),
};
