// @vitest-environment jsdom
import {
  type AutoOrderAction,
  type AutoOrderData,
  type PresentedBasketLine,
  TOAST_DELAY,
} from '@kits/contract';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { fakeBasketServer, makeLine, renderProviders } from '@/test/fake-api';
import { makeOutletUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { FreshAutoOrderPrompt } from './fresh-auto-order-prompt';

await setupWebTest('ru');

const outletUser = makeOutletUser();

const AO: AutoOrderData = {
  id: 31,
  uuid: '5b0f3a57-8d2e-4c7a-9a51-0f6a2f3e9c31',
  store_id: 102,
  created_at: '2026-03-05T09:00:00.000Z',
  sum_before: '1500.00',
  sum: '48100.50',
  lines_count: 12,
};

/** The page's basket query (its cache key; the basket feature's loader is not this feature's): the lines' ids and counts. */
function BasketProbe() {
  const basket = useQuery({
    queryKey: queryKeys.basket,
    queryFn: () =>
      api('basket', { query: { type: 'maximized' } }) as Promise<{ value: PresentedBasketLine[] }>,
  });
  return <p data-testid="basket">{basket.data?.value.map((l) => `${l.id}×${l.basket_count}`).join(' ')}</p>;
}

/**
 * A fake server with one line in the basket and a fresh auto order for outlet 102: union adds the
 * auto order's line to the basket, replace makes it the only one; either applies the auto order.
 */
function serve() {
  let applied = false;
  const server = fakeBasketServer({
    lines: [makeLine({ id: 1, basket_count: 2 })],
    override: ({ method, path }) => {
      if (method === 'GET' && path === 'auto-order-frontend/check')
        return { status: 200, body: { has_fresh_ao: !applied, ao_data: applied ? null : AO } };
      const action = /^auto-order-frontend\/(union|replace)-basket$/.exec(path)?.[1];
      if (method === 'POST' && action) {
        applied = true;
        const line = makeLine({ id: 5, code: 'KN-0005', basket_count: 4, from_auto_order: true });
        server.state.lines = action === 'union' ? [...server.state.lines, line] : [line];
        return {
          status: 200,
          body: { message: `Автозаказ применён (${action}): 1 позиция`, lines_count: 1 },
        };
      }
      return undefined;
    },
  });
  return server;
}

function renderPrompt() {
  const { wrapper } = renderProviders(outletUser, { path: '/catalog/all' });
  render(
    <>
      <BasketProbe />
      <FreshAutoOrderPrompt user={outletUser} />
    </>,
    { wrapper },
  );
}

describe('fresh auto order offer (docs/rules.md#auto-order-flow)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each<[AutoOrderAction, string, string, string]>([
    ['union', 'Объединить с корзиной', 'Автозаказ объединён с корзиной', '1×2 5×4'],
    ['replace', 'Заменить корзину', 'Корзина заменена автозаказом', '5×4'],
  ])(
    '%s: calls its API with the auto order, reloads the basket and toasts the server’s message',
    async (action, button, title, basketAfter) => {
      const server = serve();
      renderPrompt();
      const dialog = await screen.findByRole('dialog', { name: 'Есть свежий автозаказ' });
      expect(server.calls.find((c) => c.path === 'auto-order-frontend/check')!.query.get('store_id')).toBe(
        '102',
      );
      await waitFor(() => expect(screen.getByTestId('basket')).toHaveTextContent('1×2'));

      await userEvent.click(within(dialog).getByRole('button', { name: button }));

      const post = server.calls.find((c) => c.method === 'POST')!;
      expect(post.path).toBe(`auto-order-frontend/${action}-basket`);
      expect(post.body).toEqual({ ao_id: AO.id, ao_uuid: AO.uuid, outlet_id: 102 });
      await waitFor(() => expect(screen.getByTestId('basket')).toHaveTextContent(basketAfter));
      const toast = await screen.findByText(title);
      expect(toast.closest('.toast')).toHaveClass('bg-success');
      expect(toast.closest('.toast')).toHaveTextContent(`Автозаказ применён (${action}): 1 позиция`);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('says what the offer holds (lines and sum) and what each choice does to the basket', async () => {
    serve();
    renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Есть свежий автозаказ' });
    expect(dialog).toHaveTextContent(/ещё не в корзине: 12 позиций на 48\s100,50\s₽\./);
    expect(dialog).toHaveTextContent('ничего не удваивается');
    expect(dialog).toHaveTextContent('Заменить: корзина очистится');
  });

  it('keeps the success toast for 7.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderPrompt();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Объединить с корзиной' }));
    await screen.findByText('Автозаказ объединён с корзиной');

    await act(() => vi.advanceTimersByTimeAsync(TOAST_DELAY.medium - 1000));
    expect(screen.getByText('Автозаказ объединён с корзиной')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByText('Автозаказ объединён с корзиной')).not.toBeInTheDocument());
  });
});
