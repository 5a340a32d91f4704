// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { fakeBasketServer, makeLine, renderProviders } from '@/test/fake-api';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { BASKET_UPDATE_EVENT } from '../utils/basket-events';
import { BASKET_UUID_KEY } from '../utils/basket-uuid';
import { useBasket } from './use-basket';
import { useBasketSync } from './use-basket-sync';

await setupWebTest('ru');

/** useBasket plus the page-wide sync (its load toast), as the header mounts them. */
function useBasketWithSync() {
  useBasketSync();
  return useBasket();
}

function renderBasket() {
  const { client, wrapper } = renderProviders();
  const hook = renderHook(() => useBasketWithSync(), { wrapper });
  return { client, ...hook };
}

const loaded = async (result: { current: ReturnType<typeof useBasket> }) =>
  waitFor(() => expect(result.current.allowedToSend).toBe(true));

const basketLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === 'basket').length;

// A shared, loaded machine: user-event flows may take several seconds.
describe('basket state (docs/rules.md#basket-logic)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('loads the plain basket, then the maximized one with the tab uuid, then sends that uuid on writes', async () => {
    const server = fakeBasketServer({ lines: [makeLine({ id: 1, basket_count: 2 })] });
    const { result } = renderBasket();
    expect(result.current.allowedToSend).toBe(false);
    await waitFor(() => expect(result.current.loading).toBe(true));
    await loaded(result);

    const [plain, maximized] = server.calls;
    expect(plain!.query.toString()).toBe('');
    expect(maximized!.query.get('type')).toBe('maximized');
    const uuid = sessionStorage.getItem(BASKET_UUID_KEY);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(maximized!.query.get('set-tmp-uuid')).toBe(uuid);
    expect(result.current.items).toEqual([{ id: 1, basket_count: 2 }]);
    expect(result.current.lines).toHaveLength(1);
    expect(result.current.loading).toBe(false);

    await act(() => result.current.increase(makeProduct({ id: 1 })));
    expect(server.calls.at(-1)!.headers.get('X-Basket-Uuid')).toBe(uuid);
  });

  it('disables sending while a change runs, queues a click made meanwhile and applies each transition after the server says yes', async () => {
    let release: () => void = () => {};
    const server = fakeBasketServer({
      lines: [makeLine({ id: 1, basket_count: 2 })],
      override: async (call) => {
        if (call.path === 'basket/increase/5') await new Promise<void>((r) => (release = r));
        return undefined;
      },
    });
    const { result } = renderBasket();
    await loaded(result);

    let done: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.increase(makeProduct({ id: 5, code: 'KN-0005', category_id: 20 }));
    });
    await waitFor(() => expect(result.current.allowedToSend).toBe(false));
    // The lists change only with the answer; the counts shown move at once.
    expect(result.current.items).toEqual([{ id: 1, basket_count: 2 }]);
    expect(result.current.countOf(5)).toBe(1);
    // A second click while sending waits its turn: not sent yet, but not dropped.
    act(() => {
      second = result.current.increase(makeProduct({ id: 1 }));
    });
    expect(result.current.countOf(1)).toBe(3);
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    await act(async () => {
      release();
      expect(await done).toBe(true);
      expect(await second).toBe(true);
    });
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      'basket/increase/5',
      'basket/increase/1',
    ]);
    expect(result.current.allowedToSend).toBe(true);
    // docs/rules.md#basket-logic Adding: a new product goes on top with count 1.
    expect(result.current.items).toEqual([
      { id: 5, basket_count: 1 },
      { id: 1, basket_count: 3 },
    ]);
    expect(result.current.lines[0]).toMatchObject({
      id: 5,
      code: 'KN-0005',
      basket_count: 1,
      category_id: 20,
    });
  });

  it('counts up, counts down, removes at 1, removes and clears both lists', async () => {
    fakeBasketServer({ lines: [makeLine({ id: 1, basket_count: 1 }), makeLine({ id: 2, basket_count: 3 })] });
    const { result } = renderBasket();
    await loaded(result);

    await act(() => result.current.increase(result.current.lines[1]!));
    expect(result.current.countOf(2)).toBe(4);
    await act(() => result.current.decrease(2));
    expect(result.current.countOf(2)).toBe(3);
    await act(() => result.current.decrease(1));
    expect(result.current.items).toEqual([{ id: 2, basket_count: 3 }]);
    expect(result.current.lines.map((l) => l.id)).toEqual([2]);
    await act(() => result.current.remove(2));
    expect(result.current.items).toEqual([]);

    await act(() => result.current.increase(makeProduct({ id: 7 })));
    await act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(result.current.lines).toEqual([]);
  });

  it('reloads the basket when a change is answered 201 (changed from another tab)', async () => {
    const server = fakeBasketServer({
      lines: [makeLine({ id: 1, basket_count: 1 })],
      override: (call) => {
        if (call.path !== 'basket/increase/1') return undefined;
        // Another tab had added product 9 meanwhile: the server's basket has both.
        server.state.lines = [makeLine({ id: 9, basket_count: 4 }), makeLine({ id: 1, basket_count: 2 })];
        return { status: 201, body: { value: { id: 1, basket_count: 2 } } };
      },
    });
    const { result } = renderBasket();
    await loaded(result);
    expect(basketLoads(server.calls)).toBe(2);

    await act(() => result.current.increase(result.current.lines[0]!));
    await waitFor(() =>
      expect(result.current.items).toEqual([
        { id: 9, basket_count: 4 },
        { id: 1, basket_count: 2 },
      ]),
    );
    expect(basketLoads(server.calls)).toBe(4);
    await loaded(result);
  });

  it('answers 422 with a red toast that stays, carrying the server message, and changes nothing', async () => {
    fakeBasketServer({
      lines: [makeLine({ id: 1, basket_count: 3, quantity: 3 })],
      override: (call) =>
        call.path === 'basket/increase/1'
          ? {
              status: 422,
              body: { message: 'На складе осталось 3 шт. товара AM-0001', code: 'BASKET_STOCK_EXCEEDED' },
            }
          : undefined,
    });
    const { result, client } = renderBasket();
    await loaded(result);
    const before = client.getQueryData(queryKeys.basket);

    await act(() => result.current.increase(result.current.lines[0]!));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка добавления товара в корзину');
    expect(toast).toHaveTextContent('На складе осталось 3 шт. товара AM-0001');
    expect(result.current.items).toEqual([{ id: 1, basket_count: 3 }]);
    expect(client.getQueryData(queryKeys.basket)).toBe(before);
    expect(result.current.allowedToSend).toBe(true);
    // Persistent: still there after the usual toast delay.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the load failure as a toast and keeps sending disabled until a load succeeds', async () => {
    let failing = true;
    fakeBasketServer({
      lines: [makeLine()],
      override: (call) =>
        failing && call.path === 'basket' ? { status: 500, body: { message: 'База недоступна' } } : undefined,
    });
    const { result } = renderBasket();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка загрузки корзины');
    expect(toast).toHaveTextContent('База недоступна');
    expect(result.current.allowedToSend).toBe(false);
    expect(result.current.synced).toBe(false);

    failing = false;
    await act(() => result.current.reload());
    await loaded(result);
    expect(result.current.synced).toBe(true);
  });

  it('reloads on the update event and on invalidating the basket query', async () => {
    const server = fakeBasketServer({ lines: [makeLine()] });
    const { result, client } = renderBasket();
    await loaded(result);
    expect(basketLoads(server.calls)).toBe(2);

    act(() => void window.dispatchEvent(new Event(BASKET_UPDATE_EVENT)));
    await waitFor(() => expect(basketLoads(server.calls)).toBe(4));
    await loaded(result);
    await act(() => client.invalidateQueries({ queryKey: queryKeys.basket }));
    await waitFor(() => expect(basketLoads(server.calls)).toBe(6));
  });

  it('reloads a basket whose last update is over 4 minutes old', async () => {
    const server = fakeBasketServer({ lines: [makeLine()] });
    const { client, wrapper } = renderProviders();
    function Probe() {
      useBasketSync({ checkEveryMs: 20 });
      const basket = useBasket();
      return <output>{basket.allowedToSend ? 'ready' : 'busy'}</output>;
    }
    render(<Probe />, { wrapper });
    await screen.findByText('ready');
    await new Promise((r) => setTimeout(r, 80));
    expect(basketLoads(server.calls)).toBe(2);

    const data = client.getQueryData<{ updatedAt: number }>(queryKeys.basket)!;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 4 * 60_000 + 1);
    act(() => client.setQueryData(queryKeys.basket, { ...data }));
    await waitFor(() => expect(basketLoads(server.calls)).toBe(4));
    vi.restoreAllMocks();
  });

  it('never loads the basket for a user below the warehouse level', async () => {
    const server = fakeBasketServer({ lines: [makeLine()] });
    const { wrapper, client } = renderProviders();
    client.setQueryData(queryKeys.me, { ...client.getQueryData<object>(queryKeys.me), groups: [] });
    const { result } = renderHook(() => useBasketWithSync(), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls).toEqual([]);
    expect(result.current.items).toEqual([]);
    expect(result.current.allowedToSend).toBe(false);
  });
});
