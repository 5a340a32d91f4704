// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { AutoOrderBadge } from './auto-order-badge';

await setupWebTest('ru');

const REASON = {
  kind: 'replenish',
  daily_pace: 1.4,
  target: 20,
  need: 5,
  shelf_free: 6,
  stock: 10,
  supplies: 5,
  warehouse: 120,
  limited_by: 'need',
};

const popover = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('auto-order badge (issue 16 item 10: reasons on a phone)', { timeout: 30_000 }, () => {
  it('a tap opens the reason and it stays open; a second tap closes it', async () => {
    render(<AutoOrderBadge reason={REASON} productId={5} />);
    const badge = screen.getByRole('button', { name: /^автозаказ: / });
    // userEvent.click fires what a tap does: pointer/mouse over, down, focus, up, click.
    await userEvent.click(badge);
    await waitFor(() => expect(popover()).toBeInTheDocument());
    await wait(400);
    expect(popover()).toHaveTextContent('Почему автозаказ предложил этот товар');
    // A short headline, then one figure a line (issue 28 item 10).
    expect(screen.getByText('Предложено 5 — столько не хватает до запаса в 20 шт.')).toHaveClass(
      'fw-semibold',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Продаётся 1,4 шт./день',
      'В магазине 10, в пути 5',
      'На полке свободно 6',
      'На складе 120',
    ]);
    expect(badge).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(badge);
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
  });

  it('opens on hover and closes when the pointer leaves, unless it was clicked', async () => {
    render(<AutoOrderBadge reason={REASON} productId={5} />);
    const badge = screen.getByRole('button', { name: /^автозаказ: / });
    await userEvent.hover(badge);
    await waitFor(() => expect(popover()).toBeInTheDocument());
    await userEvent.unhover(badge);
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
  });

  it('closes on Esc', async () => {
    render(<AutoOrderBadge reason={REASON} productId={5} />);
    await userEvent.click(screen.getByRole('button', { name: /^автозаказ: / }));
    await waitFor(() => expect(popover()).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
  });
});
