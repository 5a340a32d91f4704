// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { makeServiceProduct } from '../test/fixtures';
import { ProductEditor } from './product-editor';

await setupWebTest('ru');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const product = makeServiceProduct();

/** The product administration's calls; PATCH answers `patchAnswer`. */
function serve(patchAnswer: Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return patchAnswer;
    if (url.includes('/services/audit/product/'))
      return json({
        data: [
          {
            id: 1,
            user: { id: 2, username: 'manager' },
            entity: 'product',
            entity_id: '1',
            entity_label: null,
            action: 'update',
            changes: {
              'prices.RUB.wholesale': ['90.00', '100.00'],
              hashtags: [[], ['хит']],
              'hashtags_en.хит': [null, 'bestseller'],
            },
            created_at: '2026-11-02T10:00:00.000Z',
          },
        ],
      });
    if (url.includes('/services/statuses'))
      return json({
        data: [
          { slug: 'new', name: 'Новый' },
          { slug: 'approved_by_content_manager', name: 'Одобрен' },
        ],
      });
    if (url.includes('/services/categories'))
      return json({
        data: [
          {
            id: 3,
            parent_id: null,
            slug: 'kartiny-po-nomeram',
            name_ru: 'Картины по номерам',
            name_en: 'Paint by numbers',
            position: 0,
            hidden: false,
            external_key: null,
            product_count: 1,
          },
          {
            id: 4,
            parent_id: null,
            slug: 'almaznaya-mozaika',
            name_ru: 'Алмазная мозаика',
            name_en: 'Diamond painting',
            position: 1,
            hidden: false,
            external_key: null,
            product_count: 1,
          },
        ],
      });
    return json({ data: product });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open() {
  render(<ProductEditor productId={product.id} onClose={() => {}} />, { wrapper: renderProviders().wrapper });
}

describe('product editor', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves only the changes, approves with the checkbox, and says so in a toast', async () => {
    const fetch = serve(
      json({
        data: {
          ...product,
          statuses: ['approved_by_content_manager', 'new'],
          updated_at: '2026-11-03T00:00:00.000Z',
        },
      }),
    );
    open();
    const price = await screen.findByRole('textbox', { name: 'RUB, Оптовая' });
    await userEvent.clear(price);
    await userEvent.type(price, '120');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Одобрен контент-менеджером' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Изменения товара KP-0007 сохранены.')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/v0/services/products/7');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      prices: { RUB: { wholesale: '120', retail: '180.00' } },
      statuses: ['approved_by_content_manager', 'new'],
    });
  });

  it('edits the English texts: a property value and the name of each listed hashtag', async () => {
    const fetch = serve(json({ data: product }));
    open();
    const value = await screen.findByRole('textbox', { name: 'Свойство 1: значение по-английски' });
    await userEvent.type(value, '40x50 cm');
    const hashtag = screen.getByRole('textbox', { name: '#хит по-английски' });
    expect(hashtag).toHaveValue('bestseller');
    await userEvent.clear(hashtag);
    await userEvent.type(hashtag, 'hit');
    // A hashtag typed into the list gets its own English field.
    await userEvent.type(screen.getByRole('textbox', { name: 'Хэштеги' }), ', подарок');
    await userEvent.type(screen.getByRole('textbox', { name: '#подарок по-английски' }), 'gift');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Изменения товара KP-0007 сохранены.');
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      properties: [{ slug: 'size', value: '40x50', value_en: '40x50 cm' }],
      hashtags: ['хит', 'подарок'],
      hashtags_en: { хит: 'hit', подарок: 'gift' },
    });
  });

  it('shows the server field errors under their fields', async () => {
    serve(
      json(
        {
          message: 'Проверьте поля',
          code: 'UNPROCESSABLE',
          errors: { category_id: ['Категория #4 не найдена'], statuses: ['Нет статуса'] },
        },
        422,
      ),
    );
    open();
    const category = await screen.findByRole('combobox', { name: 'Категория' });
    await screen.findByRole('option', { name: 'Алмазная мозаика' });
    await userEvent.selectOptions(category, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Категория #4 не найдена')).toBeInTheDocument();
    expect(screen.getByText('Нет статуса')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте поля');
    expect(category).toHaveClass('is-invalid');
  });

  it('lists the audit history: who changed what, before and after', async () => {
    serve(json({ data: product }));
    open();
    const history = await screen.findByRole('table', { name: 'История изменений' });
    const row = (await within(history).findByText('Оптовая цена, RUB')).closest('tr')!;
    expect(row).toHaveTextContent('manager');
    expect(row).toHaveTextContent('90.00');
    expect(row).toHaveTextContent('100.00');
    expect(within(history).getByText('Хэштеги').closest('tr')).toHaveTextContent('—хит');
    expect(within(history).getByText('Хэштег #хит, по-английски').closest('tr')).toHaveTextContent(
      '—bestseller',
    );
  });
});
