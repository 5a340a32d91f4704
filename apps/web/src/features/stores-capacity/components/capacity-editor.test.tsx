// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { makeOutlet, twoShelves } from '../test/fixtures';
import { CapacityEditor } from './capacity-editor';

await setupWebTest('ru');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const outlet = makeOutlet();
const categories = [
  { id: 3, slug: 'kartiny', displayed_name: 'Картины по номерам', moysklad_name: '', children: [] },
  { id: 4, slug: 'mozaika', displayed_name: 'Алмазная мозаика', moysklad_name: '', children: [] },
  { id: 5, slug: 'raskraski', displayed_name: 'Раскраски', moysklad_name: '', children: [] },
];

/** The editor's calls; PUT answers `putAnswer(body)`. */
function serve(putAnswer: (body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return putAnswer(JSON.parse(String(init.body)));
    if (url.includes('/catalog/categories')) return json({ data: categories });
    return json({ data: { outlet, shelves: twoShelves(), etag: '"shelves-v1"' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open() {
  render(<CapacityEditor outletId={outlet.id} onClose={() => {}} />, { wrapper: renderProviders().wrapper });
}

const puts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('stores-capacity editor', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the whole list with an edited capacity and an added shelf, and says so in a toast', async () => {
    const fetch = serve(() => json({ data: { outlet, shelves: twoShelves(), etag: '"shelves-v1"' } }));
    open();
    const capacity = await screen.findByRole('textbox', { name: 'Полка 1: вместимость' });
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('18'); // on the shelf
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить полку' }));
    await screen.findAllByRole('option', { name: 'Раскраски' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Полка 3: категория' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Полка 3: размер' }), '30x40');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Полка 3: премиальная' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Полка 3: вместимость' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Полка 3: стоимость места' }), '250,5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Полка 3: псевдоним' }), 'Раскраски премиум');
    await save();
    expect(await screen.findByText('Полки магазина «Хобби на Ленина» сохранены.')).toBeInTheDocument();
    const [put] = puts(fetch);
    expect(put![0]).toBe('/api/v0/services/outlets/12/capacities');
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      shelves: [
        {
          product_category_id: 3,
          size: '40x50',
          is_premium: false,
          capacity: 45,
          cost: '350.00',
          alias_name: null,
        },
        {
          product_category_id: 4,
          size: null,
          is_premium: true,
          capacity: 20,
          cost: '500.00',
          alias_name: 'Мозаика премиум',
        },
        {
          product_category_id: 5,
          size: '30x40',
          is_premium: true,
          capacity: 12,
          cost: '250.5',
          alias_name: 'Раскраски премиум',
        },
      ],
    });
  });

  it('shows a server field error under the row it names', async () => {
    serve(() =>
      json(
        {
          message: 'Проверьте полки',
          code: 'UNPROCESSABLE',
          errors: { 'shelves.1.product_category_id': ['Нет категории 4'] },
        },
        422,
      ),
    );
    open();
    const capacity = await screen.findByRole('textbox', { name: 'Полка 2: вместимость' });
    await userEvent.type(capacity, '0');
    await save();
    const category = screen.getByRole('combobox', { name: 'Полка 2: категория' });
    await waitFor(() => expect(category).toHaveAccessibleDescription('Нет категории 4'));
    expect(category).toHaveClass('is-invalid');
    expect(screen.getByRole('combobox', { name: 'Полка 1: категория' })).not.toHaveClass('is-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте полки');
  });

  it('shows a localized hint for a schema error of the server', async () => {
    serve(() =>
      json(
        {
          message: 'Validation failed',
          code: 'VALIDATION',
          errors: { 'shelves.0.capacity': ['Too big: expected number to be <=100000'] },
        },
        422,
      ),
    );
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Полка 1: псевдоним' }), 'Картины');
    await save();
    const capacity = screen.getByRole('textbox', { name: 'Полка 1: вместимость' });
    await waitFor(() =>
      expect(capacity).toHaveAccessibleDescription(/Вместимость — целое число от 0 до 100\s000/),
    );
  });

  it('checks the list before sending: an unfilled new shelf is marked and nothing is sent', async () => {
    const fetch = serve(() => json({}, 500));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить полку' }));
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте отмеченные полки.');
    expect(screen.getByRole('combobox', { name: 'Полка 3: категория' })).toHaveAccessibleDescription(
      /Выберите категорию/,
    );
    expect(screen.getByRole('textbox', { name: 'Полка 3: вместимость' })).toHaveClass('is-invalid');
    expect(puts(fetch)).toHaveLength(0);
  });

  it('sends nothing when nothing changed, and undo brings back a removed shelf', async () => {
    const fetch = serve(() => json({}, 500));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить полку 2' }));
    expect(screen.queryByRole('textbox', { name: 'Полка 2: вместимость' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    expect(screen.getByRole('textbox', { name: 'Полка 2: вместимость' })).toHaveValue('20');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Изменений нет — сохранять нечего.');
    expect(puts(fetch)).toHaveLength(0);
  });
});
