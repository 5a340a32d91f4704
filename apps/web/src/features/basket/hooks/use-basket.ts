import { isWarehouseLevel, nextPackCount, previousPackCount, snapToPack } from '@kits/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { useToast } from '@/components/toaster';
import { basketQueryOptions } from '../api/basket-query';
import { clearBasket } from '../api/clear-basket';
import { decreaseBasket } from '../api/decrease-basket';
import { increaseBasket } from '../api/increase-basket';
import { removeFromBasket } from '../api/remove-from-basket';
import { setBasketCount } from '../api/set-basket-count';
import { type BasketChange, basketController, transitions } from '../utils/basket-controller';
import type { BasketErrorKind } from '../utils/basket-data';
import { type BasketLineSource, toPresentedLine } from '../utils/presented-line';

/**
 * docs/rules.md#basket-toasts basket failures: a red toast that stays until closed, titled by the case's error.basket
 * key, its text carrying the server's message.
 */
export function useBasketErrorToast() {
  const { t } = useTranslation('basket');
  const toast = useToast();
  return useCallback(
    (kind: BasketErrorKind, error: unknown) =>
      toast.show({
        variant: 'danger',
        persistent: true,
        title: t(`error.basket.${kind}.title`),
        text: t(`error.basket.${kind}.text`, { message: error instanceof Error ? error.message : '' }),
      }),
    [t, toast],
  );
}

/**
 * docs/rules.md#pack-multiple: the note that a typed count was rounded up to whole packs, and why
 * (an info toast that closes by itself).
 */
function useSnappedToast() {
  const { t } = useTranslation('basket');
  const toast = useToast();
  return useCallback(
    (source: BasketLineSource, count: number) =>
      toast.show({
        variant: 'info',
        title: t('rules.snappedTitle'),
        text: t('rules.snapped', { name: source.name, pack: source.pack_multiple, count }),
      }),
    [t, toast],
  );
}

/**
 * The basket of a warehouse-level user (docs/rules.md#basket-logic, docs/rules.md#spec-6): both lists, the flags, and the
 * changes — each disables sending, calls the server, applies the contract transition when it says
 * yes, re-enables sending, reloads on 201, and shows the docs/rules.md#toasts toast on failure (nothing changes).
 * Other users get an empty basket that never loads. Loading itself is the basket query; refreshing
 * by time and events is useBasketSync's.
 */
export function useBasket() {
  const client = useQueryClient();
  const user = useUser();
  const query = useQuery({ ...basketQueryOptions(), enabled: isWarehouseLevel(user) });
  const controller = basketController(client);
  const flags = useSyncExternalStore(controller.subscribe, controller.getFlags, controller.getFlags);
  const fail = useBasketErrorToast();
  const snapped = useSnappedToast();

  const run = useCallback(
    async (kind: BasketErrorKind, change: BasketChange) => {
      try {
        return await controller.change(change);
      } catch (error) {
        fail(kind, error);
        return false;
      }
    },
    [controller, fail],
  );

  const actions = useMemo(
    () => ({
      /**
       * docs/rules.md#basket-logic Adding: one more unit; a product not yet in the basket goes on top with count 1
       * (one more whole pack for a product sold in packs: docs/rules.md#pack-multiple).
       */
      increase: (source: BasketLineSource) =>
        run('increase', {
          request: () => increaseBasket(source.id),
          apply: transitions.increase(toPresentedLine(source)),
          optimistic: { id: source.id, count: (shown) => nextPackCount(shown, source.pack_multiple) },
        }),
      /**
       * docs/rules.md#basket-logic Decreasing: one unit less; at 1 the line is removed. `pack`: the
       * product is sold in packs of it, and a whole pack goes (docs/rules.md#pack-multiple).
       */
      decrease: (id: number, pack = 1) =>
        run('decrease', {
          request: () => decreaseBasket(id),
          apply: transitions.decrease(id, pack),
          optimistic: { id, count: (shown) => previousPackCount(shown, pack) },
        }),
      /**
       * docs/rules.md#basket-set-count: the line gets `count` units in one call (0 removes it); shown at once, and
       * on failure (422 above stock) the server's count comes back with the error toast.
       */
      set: (source: BasketLineSource, typed: number) => {
        // docs/rules.md#pack-multiple: a count between packs goes up to the next whole pack, saying why.
        const count = snapToPack(typed, source.pack_multiple, 'up');
        if (count !== typed) snapped(source, count);
        return run('set', {
          request: () => setBasketCount(source.id, count),
          apply: transitions.set(toPresentedLine(source), count),
          optimistic: { id: source.id, count: () => count },
        });
      },
      /** docs/rules.md#basket-logic Removing. */
      remove: (id: number) =>
        run('remove', {
          request: () => removeFromBasket(id),
          apply: transitions.remove(id),
          optimistic: { id, count: () => 0 },
        }),
      /** docs/rules.md#basket-logic Clearing: both lists emptied. */
      clear: () => run('clear', { request: clearBasket, apply: transitions.clear() }),
      /** The order was sent: the server emptied the basket, so do both lists (docs/rules.md#checkout). */
      clearLocal: () => controller.applyLocally(transitions.clear()),
      /** Loads the basket from the server again (basket opened, update event). */
      reload: () => controller.reload(),
    }),
    [run, controller, snapped],
  );

  const data = query.data;
  const { pending, ...rest } = flags;
  const countOf = useCallback(
    (id: number) => pending.get(id) ?? data?.items.find((item) => item.id === id)?.basket_count,
    [data, pending],
  );

  return {
    /** The server list (id, basket_count), empty until loaded. */
    items: data?.items ?? [],
    /** The presented lines of the basket, empty until loaded. */
    lines: data?.lines ?? [],
    /** Time of the last load or change (ms), or null before the first load. */
    updatedAt: data?.updatedAt ?? null,
    /** The basket has been loaded at least once. */
    loaded: !!data,
    /** The last load failed (its toast is useBasketSync's). */
    loadError: query.error,
    /** docs/rules.md#basket-logic flags (see BasketFlags): allowedToSend, loading, changing, synced. */
    ...rest,
    /** A change may be made now (queued behind any running one): the basket is loaded and synced. */
    mayChange: !!data && rest.synced,
    /**
     * Units of product `id` in the basket as the page shows them: the optimistic count while its
     * changes are queued, else the server's; undefined before the basket has loaded.
     */
    countOf,
    ...actions,
  };
}
