// @vitest-environment jsdom
import type { Store } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { StoreSelector } from './store-selector';

await setupWebTest('ru');

const store = (id: number, name: string, is_retail: boolean, city: string | null = null): Store => ({
  id,
  name,
  is_retail,
  city,
  quantity: 0,
  supplies: 0,
  ranking: null,
});

describe('store selector (docs/rules.md#silent-failures: a failed store switch)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s message in a danger toast when PATCH store/active/{id} fails', async () => {
    const server = fakeBasketServer({
      override: ({ method, path }) => {
        if (method === 'GET' && path === 'store')
          return {
            status: 200,
            body: { data: [store(1, 'Основной склад', false), store(7, 'Точка', true)] },
          };
        if (method === 'PATCH' && path === 'store/active/7')
          return { status: 403, body: { message: 'Этот магазин вам не принадлежит' } };
        return undefined;
      },
    });
    const user = makeUser();
    const { wrapper } = renderProviders(user);
    render(<StoreSelector user={user} />, { wrapper });

    await userEvent.click(await screen.findByRole('button', { name: /Основной склад/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Точка/ }));

    const toast = await screen.findByRole('alert');
    // A danger toast (react-bootstrap's Toast gives every toast role="alert"; the variant is its bg).
    expect(toast).toHaveClass('bg-danger');
    expect(toast).toHaveTextContent('Не удалось сменить магазин');
    expect(within(toast).getByText('Этот магазин вам не принадлежит')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['store/active/7']);
  });

  it('lists look-alike names in full with their cities, and finds a store by name or city', async () => {
    const names = [
      ['Палитра в ТЦ «Европа»', 'Курск'],
      ['Палитра в ТЦ «Европейский»', 'Москва'],
      ['Холст и кисть на Мира', 'Тверь'],
      ['Холст и кисть на Мира (Казань)', 'Казань'],
      ['Акварель у вокзала', 'Тула'],
      ['Акварель у парка', 'Тула'],
      ['Мольберт на Невском', 'Санкт-Петербург'],
    ] as const;
    fakeBasketServer({
      override: ({ method, path }) =>
        method === 'GET' && path === 'store'
          ? {
              status: 200,
              body: {
                data: [
                  store(1, 'Основной склад', false),
                  ...names.map(([name, city], i) => store(100 + i, name, true, city)),
                ],
              },
            }
          : undefined,
    });
    const user = makeUser();
    const { wrapper } = renderProviders(user);
    render(<StoreSelector user={user} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /Основной склад/ }));

    const europa = await screen.findByRole('button', { name: /Палитра в ТЦ «Европа»/ });
    expect(europa).toHaveTextContent('Палитра в ТЦ «Европа»Курск · розничная точка');
    expect(screen.getByRole('button', { name: /Палитра в ТЦ «Европейский»/ })).toHaveTextContent('Москва');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Найти магазин по названию или городу' }),
      'тула',
    );
    const items = screen.getAllByRole('button').filter((b) => b.classList.contains('dropdown-item'));
    expect(items.map((b) => b.textContent)).toEqual([
      'Акварель у вокзалаТула · розничная точка',
      'Акварель у паркаТула · розничная точка',
    ]);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'нет такого');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });
});
