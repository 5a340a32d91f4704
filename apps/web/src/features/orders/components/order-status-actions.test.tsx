// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeOrder } from '../test/fixtures';
import { OrderStatusActions } from './order-status-actions';

await setupWebTest('ru');

const ORDER = makeOrder();
const manager = makeUser({ groups: ['manager'] });

/** POST orders/{uuid}/status answers `answer` (the moved order by default). */
function serve(answer?: { status: number; body: unknown }) {
  return fakeBasketServer({
    override: (call) =>
      call.method === 'POST' && call.path === `orders/${ORDER.uuid}/status`
        ? (answer ?? {
            status: 200,
            body: { data: { ...ORDER, status: (call.body as { status: string }).status } },
          })
        : undefined,
  });
}

describe('order status moves on the order page (docs/rules.md#order-status)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the allowed moves and sends the chosen one with the comment', async () => {
    const server = serve();
    const { wrapper } = renderProviders(manager);
    render(<OrderStatusActions order={ORDER} />, { wrapper });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Подтвердить',
      'Отменить заказ',
    ]);
    await userEvent.type(screen.getByLabelText('Комментарий (необязательно)'), '  Оплата получена ');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Статус заказа: Подтверждён')).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ status: 'confirmed', comment: 'Оплата получена' });
  });

  it('asks again before cancelling, and sends nothing when the manager keeps the order', async () => {
    const server = serve();
    const { wrapper } = renderProviders(manager);
    render(<OrderStatusActions order={ORDER} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    let dialog = await screen.findByRole('dialog', { name: 'Отменить заказ З-000123?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    // The dialog fades out before it leaves the page; its buttons are there until then.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    dialog = await screen.findByRole('dialog', { name: 'Отменить заказ З-000123?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Статус заказа: Отменён')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({
      status: 'cancelled',
      comment: null,
    });
  });

  it("shows the server's text when the move is refused (409)", async () => {
    serve({
      status: 409,
      body: { message: 'Заказ в статусе «Отменён» нельзя перевести в статус «Подтверждён»' },
    });
    const { wrapper } = renderProviders(manager);
    render(<OrderStatusActions order={ORDER} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Не удалось сменить статус заказа')).toBeInTheDocument();
    expect(screen.getByText(/нельзя перевести в статус «Подтверждён»/)).toBeInTheDocument();
  });

  it('offers nothing once the order is delivered or cancelled', () => {
    const { wrapper } = renderProviders(manager);
    render(<OrderStatusActions order={makeOrder({ status: 'cancelled' })} />, { wrapper });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Заказ завершён: статус больше не меняется.')).toBeInTheDocument();
  });
});
