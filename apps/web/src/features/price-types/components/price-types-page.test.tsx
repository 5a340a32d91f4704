// @vitest-environment jsdom
import type { PriceType } from '@kits/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { PriceTypesPage } from './price-types-page';

await setupWebTest('ru');

const type = (over: Partial<PriceType> = {}): PriceType => ({
  id: 3,
  name: 'Крупный опт',
  external_id: null,
  priced: 1200,
  counterparties: 2,
  etag: '"t3"',
  ...over,
});

/** The page's calls: the list answers `types`; a create answers 201, a rename 200. */
function serve() {
  const types = [type(), type({ id: 4, name: 'Франшиза', priced: 0, counterparties: 0, etag: '"t4"' })];
  return fakeBasketServer({
    override: (call) => {
      if (call.path === 'services/price-types' && call.method === 'GET')
        return { status: 200, body: { data: types } };
      if (call.path === 'services/price-types' && call.method === 'POST')
        return { status: 201, body: { data: type({ id: 5, name: 'Опт', priced: 0, counterparties: 0 }) } };
      if (call.path === 'services/price-types/4' && call.method === 'PATCH')
        return { status: 200, body: { data: type({ id: 4, name: 'Франшиза 2', counterparties: 0 }) } };
      return undefined;
    },
  });
}

function open() {
  const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }), { path: '/services/price-types' });
  render(<PriceTypesPage />, { wrapper });
}

describe('price types page (docs/rules.md#buyer-price)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the types with their counts; a type a counterparty pays cannot be deleted', async () => {
    serve();
    open();
    const row = (await screen.findByText('Крупный опт')).closest('tr')!;
    expect(row).toHaveTextContent('1 200');
    expect(within(row).getByRole('button', { name: 'Удалить' })).toBeDisabled();
    const free = screen.getByText('Франшиза').closest('tr')!;
    expect(within(free).getByRole('button', { name: 'Удалить' })).toBeEnabled();
  });

  it('creates a type by its name and renames one with its version (If-Match)', async () => {
    const server = serve();
    open();
    await screen.findByText('Крупный опт');
    await userEvent.type(screen.getByLabelText('Новый тип цен'), 'Опт');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Опт' });

    const free = screen.getByText('Франшиза').closest('tr')!;
    await userEvent.click(within(free).getByRole('button', { name: 'Переименовать' }));
    const input = within(free).getByLabelText('Название');
    await userEvent.clear(input);
    await userEvent.type(input, 'Франшиза 2');
    await userEvent.click(within(free).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = server.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ name: 'Франшиза 2' });
    expect(patch.headers.get('if-match')).toBe('"t4"');
  });

  it('opens the import of a type’s prices with its templates', async () => {
    serve();
    open();
    const row = (await screen.findByText('Крупный опт')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Цены из файла' }));
    const panel = screen.getByRole('region', { name: 'Цены типа «Крупный опт»' });
    expect(within(panel).getByRole('button', { name: 'Шаблон CSV' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
  });
});
