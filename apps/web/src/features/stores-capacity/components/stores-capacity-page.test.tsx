// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { setupWebTest } from '@/test/setup';
import { makeOutlet, twoShelves } from '../test/fixtures';
import { StoresCapacityPage } from './stores-capacity-page';

await setupWebTest('ru');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const kazan = makeOutlet();
const berlin = makeOutlet({
  id: 301,
  name: 'Art Corner',
  city: null,
  version: 'en',
  currency: 'EUR',
  owners: [],
  shelves_count: 0,
  capacity: 0,
  units: 0,
  occupancy_percent: null,
});

/** One edit of Kazan's shelves: a capacity raised, a size-less shelf added, a premium shelf removed. */
const shelf = (over: Record<string, unknown>) => ({
  product_category_id: 3,
  size: '40x50',
  is_premium: false,
  capacity: 40,
  cost: '350.00',
  alias_name: null,
  ...over,
});
const auditEntry = {
  id: 1,
  user: { id: 2, username: 'content_manager' },
  entity: 'store',
  entity_id: '12',
  entity_label: null,
  action: 'update',
  changes: {
    capacities: [
      [shelf({}), shelf({ is_premium: true, capacity: 6 })],
      [shelf({ capacity: 45 }), shelf({ size: null, capacity: 8, cost: '100.00' })],
    ],
  },
  created_at: '2026-11-20T10:00:00.000Z',
};

/** GET /services/outlets answers both outlets (or none for another search); capacities answer Kazan's. */
function serve() {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/capacities'))
      return json({ data: { outlet: kazan, shelves: twoShelves(), etag: '"shelves-v1"' } });
    if (url.includes('/catalog/categories'))
      return json({
        data: [
          { id: 3, slug: 'kartiny', displayed_name: 'Картины по номерам', moysklad_name: '', children: [] },
        ],
      });
    if (url.includes('/services/audit/store/')) return json({ data: [auditEntry] });
    const found = url.includes('q=') ? [] : [kazan, berlin];
    return json({ data: found, meta: { page: 1, per_page: 25, total: found.length, last_page: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(path = '/services/stores-capacity') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/services/stores-capacity', element: <StoresCapacityPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <RouterProvider router={router} />
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('stores-capacity page (docs/rules.md#routes /services/stores-capacity)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the outlets with owners, capacity, units and occupancy, «—» without shelves', async () => {
    serve();
    open();
    expect(screen.getByRole('heading', { name: 'Заполненность магазинов' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Найденные магазины' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Хобби на Ленина');
    expect(first).toHaveTextContent('Казань');
    expect(first).toHaveTextContent('kazan_owner');
    expect(
      within(first!).getByRole('progressbar', { name: 'Заполненность магазина «Хобби на Ленина»' }),
    ).toHaveAttribute('aria-valuenow', '55');
    expect(second).toHaveTextContent('Европейская');
    expect(within(second!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Найдено 2 магазина')).toBeInTheDocument();
  });

  it('searches by the typed text and the version, starting again at page 1', async () => {
    const fetch = serve();
    const router = open('/services/stores-capacity?page=2');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Поиск магазина' }), 'Казань');
    expect(await screen.findByText('По запросу «Казань» магазинов не найдено.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Версия' }), 'en');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C&version=en'),
    );
    const last = String(fetch.mock.calls.at(-1)![0]);
    expect(last).toBe('/api/v0/services/outlets?q=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C&version=en&page=1');
  });

  it('opens the chosen outlet’s shelves below the list', async () => {
    serve();
    const router = open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Изменить полки магазина «Хобби на Ленина»' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Полки магазина «Хобби на Ленина»' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Полка 2: псевдоним' })).toHaveValue('Мозаика премиум');
    expect(router.state.location.search).toBe('?outlet=12');
    // Its history: who changed which shelf, and how.
    const history = await screen.findByRole('table', { name: 'История изменений полок' });
    expect(await within(history).findByText('content_manager')).toBeInTheDocument();
    const lines = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Полка «Картины по номерам, стандарт 40x50»: вместимость 40 → 45',
      'Добавлена полка «Картины по номерам, стандарт, все размеры», вместимость 8',
      'Удалена полка «Картины по номерам, премиум 40x50»',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(
      screen.queryByRole('heading', { name: 'Полки магазина «Хобби на Ленина»' }),
    ).not.toBeInTheDocument();
  });
});
