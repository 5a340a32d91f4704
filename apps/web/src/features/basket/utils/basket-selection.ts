import type { Product } from '@kits/contract';
import { useSyncExternalStore } from 'react';

/** A ticked product and the units its row's quantity field asks for. */
export type PickedProduct = { product: Product; count: number };

let picked: ReadonlyMap<number, PickedProduct> = new Map();
const listeners = new Set<() => void>();

function update(change: (next: Map<number, PickedProduct>) => void) {
  const next = new Map(picked);
  change(next);
  picked = next;
  for (const listener of listeners) listener();
}

/**
 * The catalogue rows a buyer ticked for "add selected" (docs/rules.md#basket-batch-add), with the
 * quantity typed in each row: kept for the browser tab while the buyer moves between pages and
 * categories, emptied of what the batch add took.
 */
export const basketSelection = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => picked,
  /** Ticks (`on`) or unticks `products`, each with the count of `countOf` (its row's field). */
  toggle(products: readonly Product[], on: boolean, countOf: (product: Product) => number) {
    update((next) => {
      for (const product of products) {
        if (on) next.set(product.id, { product, count: countOf(product) });
        else next.delete(product.id);
      }
    });
  },
  /** A ticked row's quantity field changed. */
  setCount(id: number, count: number) {
    const current = picked.get(id);
    if (!current || current.count === count) return;
    update((next) => next.set(id, { ...current, count }));
  },
  /** Unticks the products of `ids` (every one without `ids`). */
  clear(ids?: readonly number[]) {
    update((next) => {
      if (!ids) next.clear();
      else for (const id of ids) next.delete(id);
    });
  },
};

/** The ticked products, re-rendering when they change. */
export const useBasketSelection = () =>
  useSyncExternalStore(basketSelection.subscribe, basketSelection.get, basketSelection.get);
