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

const store = (id: number, name: string, is_retail: boolean): Store => ({
  id,
  name,
  is_retail,
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
});
